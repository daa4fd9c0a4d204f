import { fakerES_MX as faker } from '@faker-js/faker';
import { MOCK_REFERENCE_DATE } from '../config';
import { parsePreferHeader, type PreferDirectives } from './prefer';
import { fakeFromSchema, type DataProfile, type EntityOptions } from './schema-faker';
import { hashToSeed } from './seed';
import type { MockResponse, NamedExample, OperationDefinition, ResponseDefinition } from './types';

export type MockRequest = {
  method: string;
  url: string;
  bodyText: string;
  preferHeader?: string | null;
};

export type ResolveOptions = {
  globalSeed: number;
  /** The outcome the active scenario names for this operation: an example key or code=NNN. */
  scenario?: string;
  profile?: DataProfile;
  /** Stateful answers (mocks/behaviors) tried after the scenario and the Prefer header. */
  behavior?: () => MockResponse | undefined;
};

const JSON_CONTENT_TYPE = 'application/json';

/** What a schema-made body depends on: the request's seed, the data profile and entity identity. */
type Generation = { seed: number; profile: DataProfile; entity: EntityOptions };

faker.setDefaultRefDate(MOCK_REFERENCE_DATE);

/** The seed of one request: the same request gives the same body, in any order of calls. */
export function requestSeed(globalSeed: number, operation: OperationDefinition, request: MockRequest): number {
  return seedOf(globalSeed, operation, request.method, new URL(request.url), request.bodyText);
}

/** `requestSeed` for a request whose URL is parsed already. */
export function seedOf(globalSeed: number, operation: OperationDefinition, method: string, url: URL, bodyText: string): number {
  return hashToSeed(String(globalSeed), operation.operationId, method.toUpperCase(), url.pathname + url.search, bodyText);
}

/** What picking an answer reads of a request, each part parsed once (mocks/engine/request-context.ts). */
export type ParsedRequest = {
  method: string;
  url: URL;
  bodyText: string;
  prefer: PreferDirectives;
  /** The request's seed for the operation being answered, when the caller has it already. */
  seed?: number;
};

/**
 * Picks the answer: the active scenario, then the Prefer header, then a stateful behaviour, then the
 * example named for the request's parameters (x-when / x-otherwise), then the first success example, then faker.
 */
export function resolveResponse(operation: OperationDefinition, request: MockRequest, options: ResolveOptions): MockResponse {
  const parsed = { method: request.method, url: new URL(request.url), bodyText: request.bodyText, prefer: parsePreferHeader(request.preferHeader) };
  return resolveParsed(operation, parsed, options);
}

/** `resolveResponse` for a request parsed once, as the mocks' one pass reads it. */
export function resolveParsed(operation: OperationDefinition, request: ParsedRequest, options: ResolveOptions): MockResponse {
  const pathParams = pathParamsOf(operation.path, request.url.pathname);
  const generation: Generation = {
    seed: request.seed ?? seedOf(options.globalSeed, operation, request.method, request.url, request.bodyText),
    profile: options.profile ?? 'typical',
    entity: entityOptions(options.globalSeed, pathParams),
  };

  if (options.scenario) {
    const chosen = answerForOutcome(operation, options.scenario, generation, 'scenario');
    if (chosen) return chosen;
  }

  const { prefer } = request;
  if (prefer.example) {
    const chosen = answerForOutcome(operation, prefer.example, generation, 'prefer');
    if (chosen) return chosen;
  }
  if (prefer.code !== undefined) {
    const response = operation.responses.find((candidate) => candidate.status === prefer.code);
    // A status without examples (chargePayment's 502) is still the answer Prefer chose: behaviours
    // and filters leave it alone, as they do a Prefer-chosen example.
    if (response) return { ...answerFrom(response, generation, 'prefer', prefer.dynamic ?? false), source: 'prefer' };
  }

  const stateful = options.behavior?.();
  if (stateful) return stateful;

  if (!prefer.dynamic) {
    const matching = exampleForRequest(operation, request.url, pathParams);
    if (matching) return matching;
  }

  const success = firstSuccessResponse(operation);
  if (!success) return { status: 204, body: undefined, contentType: JSON_CONTENT_TYPE, source: 'empty' };
  return answerFrom(success, generation, prefer.dynamic ? 'prefer' : 'example', prefer.dynamic ?? false);
}

/**
 * The example the contract names for this request's path and query values (`x-when`), else the
 * one it names for every other request (`x-otherwise`), else none.
 */
function exampleForRequest(operation: OperationDefinition, url: URL, pathParams: Record<string, string>): MockResponse | undefined {
  const valueOf = (name: string) => pathParams[name] ?? url.searchParams.get(name) ?? undefined;
  const candidates = candidatesOf(operation);
  const chosen =
    candidates.find(({ example }) => example.when && Object.entries(example.when).every(([name, values]) => values.includes(valueOf(name) ?? ''))) ??
    candidates.find(({ example }) => example.otherwise);
  if (!chosen) return undefined;
  return {
    status: statusOf(chosen.response),
    body: chosen.example.value,
    contentType: chosen.response.contentType ?? JSON_CONTENT_TYPE,
    source: 'example',
    exampleKey: chosen.example.key,
  };
}

/** Every example of an operation with its response, listed once per operation. */
const exampleCandidates = new WeakMap<OperationDefinition, ReadonlyArray<{ response: ResponseDefinition; example: NamedExample }>>();

function candidatesOf(operation: OperationDefinition) {
  let candidates = exampleCandidates.get(operation);
  if (!candidates) {
    candidates = operation.responses.flatMap((response) => response.examples.map((example) => ({ response, example })));
    exampleCandidates.set(operation, candidates);
  }
  return candidates;
}

/** An outcome is a named example key, or `code=NNN` for a status of the contract. */
function answerForOutcome(operation: OperationDefinition, outcome: string, generation: Generation, source: 'scenario' | 'prefer'): MockResponse | undefined {
  const code = /^code=(\d{3})$/.exec(outcome)?.[1];
  if (code) {
    const response = operation.responses.find((candidate) => candidate.status === Number(code));
    // A status without examples answers a schema-made body, still under the scenario's or Prefer's name (x-mock-source).
    return response ? { ...answerFrom(response, generation, source, false), source } : undefined;
  }
  for (const response of operation.responses) {
    const example = response.examples.find((candidate) => candidate.key === outcome);
    if (example) {
      return {
        status: statusOf(response),
        body: example.value,
        contentType: response.contentType ?? JSON_CONTENT_TYPE,
        source,
        exampleKey: example.key,
      };
    }
  }
  return undefined;
}

function answerFrom(response: ResponseDefinition, generation: Generation, source: MockResponse['source'], dynamic: boolean): MockResponse {
  const contentType = response.contentType ?? JSON_CONTENT_TYPE;
  const firstExample = response.examples[0];
  if (firstExample && !dynamic) {
    return { status: statusOf(response), body: firstExample.value, contentType, source, exampleKey: firstExample.key };
  }
  if (!response.schema) return { status: statusOf(response), body: undefined, contentType, source: 'empty' };
  return {
    status: statusOf(response),
    body: fakeResponseBody(response, generation.seed, generation.profile, generation.entity),
    contentType,
    source: 'schema',
  };
}

export function firstSuccessResponse(operation: OperationDefinition): ResponseDefinition | undefined {
  return operation.responses
    .filter((response) => typeof response.status === 'number' && response.status >= 200 && response.status < 300)
    .sort((left, right) => Number(left.status) - Number(right.status))[0];
}

function statusOf(response: ResponseDefinition): number {
  return response.status === 'default' ? 500 : response.status;
}

/** Builds a body from a response schema alone: what `Prefer: dynamic=true` answers. */
export function fakeResponseBody(response: ResponseDefinition, seed: number, profile: DataProfile = 'typical', entity?: EntityOptions): unknown {
  if (!response.schema) return undefined;
  faker.seed(seed);
  return fakeFromSchema(response.schema, faker, profile, entity);
}

/** Contract paths as regular expressions, compiled once per path (every request reads its parameters). */
const compiledPaths = new Map<string, { pattern: RegExp; names: string[] }>();

function compiledPath(contractPath: string): { pattern: RegExp; names: string[] } {
  let compiled = compiledPaths.get(contractPath);
  if (!compiled) {
    const names: string[] = [];
    const source = contractPath.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{([^}]+)\\?\}/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    compiled = { pattern: new RegExp(`${source}$`), names };
    compiledPaths.set(contractPath, compiled);
  }
  return compiled;
}

/** The values of the contract path's {parameters} in a concrete path, e.g. {id: '42'}. */
export function pathParamsOf(contractPath: string, pathname: string): Record<string, string> {
  const { pattern, names } = compiledPath(contractPath);
  const match = pattern.exec(pathname);
  if (!match) return {};
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
}

/** Entities are seeded by the global seed, their kind and their identifier, never by the call. */
function entityOptions(globalSeed: number, pinnedIds: Record<string, string>): EntityOptions {
  return { entitySeed: (kind, id) => hashToSeed(String(globalSeed), 'entity', kind, id), pinnedIds };
}
