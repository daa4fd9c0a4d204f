import type { DataProfile } from '../engine/schema-faker';
import type { HeaderReader, MockResponse, OperationDefinition } from '../engine/types';

export type BehaviorContext = {
  operation: OperationDefinition;
  url: URL;
  headers: HeaderReader;
  /** The parsed JSON body, or undefined when there is none. */
  body: unknown;
  pathParams: Record<string, string | readonly string[] | undefined>;
  seed: number;
  profile: DataProfile;
  /** The answer of a named example of this operation, to build stateful answers from the contract. */
  example: (key: string) => MockResponse;
  /** The same for another operation, when state starts from what a sibling call would answer. */
  exampleOf: (operationId: string, key: string) => MockResponse | undefined;
};

/** A stateful answer: a response, or undefined to let the contract's default answer. */
export type Behavior = (context: BehaviorContext) => MockResponse | undefined;

/**
 * An asynchronous last step on every answer of an operation, whatever chose it (scenario,
 * behaviour or example; not an answer a Prefer header asked for, which is Prism's): for what the real service does on every call, such as decrypting the
 * request and encrypting the answer (decision 088). It returns the answer, or one that replaces it.
 */
export type AnswerFilter = (context: BehaviorContext, answer: MockResponse) => Promise<MockResponse>;
