import type { DataProfile } from '../engine/schema-faker';
import type { MockResponse, OperationDefinition } from '../engine/types';

export type BehaviorContext = {
  operation: OperationDefinition;
  url: URL;
  headers: Headers;
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
