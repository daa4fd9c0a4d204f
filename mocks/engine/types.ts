/** A JSON Schema (OpenAPI 3.1 dialect) after every $ref was resolved by the generator. */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  [keyword: string]: unknown;
};

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options';

export type NamedExample = {
  key: string;
  summary?: string;
  value: unknown;
  /**
   * The contract's `x-when`: the path or query parameter values this example answers for, e.g.
   * `{ page: ['home'] }`. With no scenario chosen, a request with those values gets it.
   */
  when?: Record<string, string[]>;
  /** The contract's `x-otherwise`: the answer of a request that no `x-when` example matches. */
  otherwise?: boolean;
};

export type ResponseDefinition = {
  /** HTTP status, or 'default' for the contract's catch-all response. */
  status: number | 'default';
  description: string;
  contentType?: string;
  schema?: JsonSchema;
  examples: NamedExample[];
};

export type ParameterDefinition = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema?: JsonSchema;
};

export type OperationDefinition = {
  service: string;
  operationId: string;
  method: HttpMethod;
  /** The contract's path template, e.g. /api/core/captacion/journey/{uuid}/update/{event}/{value}. */
  path: string;
  tags: string[];
  summary?: string;
  assumed?: string;
  parameters: ParameterDefinition[];
  requestBody?: { required: boolean; contentType: string; schema?: JsonSchema };
  responses: ResponseDefinition[];
};

export type MockResponse = {
  status: number;
  body: unknown;
  contentType: string;
  /** Where the answer came from, for logs and the QA tools. */
  source: 'scenario' | 'prefer' | 'example' | 'schema' | 'empty' | 'behavior';
  exampleKey?: string;
};

/** What the mocks read of request headers: a fetch `Headers`, or the mock server's view of Node's. */
export type HeaderReader = { get(name: string): string | null };
