import { fakerES_MX as faker } from '@faker-js/faker';
import { MOCK_REFERENCE_DATE } from '../config';
import { parsePreferHeader } from './prefer';
import { fakeFromSchema, type DataProfile } from './schema-faker';
import { hashToSeed } from './seed';
import type { MockResponse, OperationDefinition, ResponseDefinition } from './types';

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

faker.setDefaultRefDate(MOCK_REFERENCE_DATE);

/** The seed of one request: the same request gives the same body, in any order of calls. */
export function requestSeed(globalSeed: number, operation: OperationDefinition, request: MockRequest): number {
  const url = new URL(request.url);
  return hashToSeed(
    String(globalSeed),
    operation.operationId,
    request.method.toUpperCase(),
    url.pathname + url.search,
    request.bodyText,
  );
}

/** Picks the answer: the active scenario, then the Prefer header, then the first success example, then faker. */
export function resolveResponse(
  operation: OperationDefinition,
  request: MockRequest,
  options: ResolveOptions,
): MockResponse {
  const seed = requestSeed(options.globalSeed, operation, request);
  const profile = options.profile ?? 'typical';

  if (options.scenario) {
    const chosen = answerForOutcome(operation, options.scenario, seed, profile, 'scenario');
    if (chosen) return chosen;
  }

  const prefer = parsePreferHeader(request.preferHeader);
  if (prefer.example) {
    const chosen = answerForOutcome(operation, prefer.example, seed, profile, 'prefer');
    if (chosen) return chosen;
  }
  if (prefer.code !== undefined) {
    const response = operation.responses.find((candidate) => candidate.status === prefer.code);
    if (response) return answerFrom(response, seed, profile, 'prefer', prefer.dynamic ?? false);
  }

  const stateful = options.behavior?.();
  if (stateful) return stateful;

  const success = firstSuccessResponse(operation);
  if (!success) return { status: 204, body: undefined, contentType: JSON_CONTENT_TYPE, source: 'empty' };
  return answerFrom(success, seed, profile, prefer.dynamic ? 'prefer' : 'example', prefer.dynamic ?? false);
}

/** An outcome is a named example key, or `code=NNN` for a status of the contract. */
function answerForOutcome(
  operation: OperationDefinition,
  outcome: string,
  seed: number,
  profile: DataProfile,
  source: 'scenario' | 'prefer',
): MockResponse | undefined {
  const code = /^code=(\d{3})$/.exec(outcome)?.[1];
  if (code) {
    const response = operation.responses.find((candidate) => candidate.status === Number(code));
    return response ? answerFrom(response, seed, profile, source, false) : undefined;
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

function answerFrom(
  response: ResponseDefinition,
  seed: number,
  profile: DataProfile,
  source: MockResponse['source'],
  dynamic: boolean,
): MockResponse {
  const contentType = response.contentType ?? JSON_CONTENT_TYPE;
  const firstExample = response.examples[0];
  if (firstExample && !dynamic) {
    return { status: statusOf(response), body: firstExample.value, contentType, source, exampleKey: firstExample.key };
  }
  if (!response.schema) return { status: statusOf(response), body: undefined, contentType, source: 'empty' };
  return { status: statusOf(response), body: fakeResponseBody(response, seed, profile), contentType, source: 'schema' };
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
export function fakeResponseBody(
  response: ResponseDefinition,
  seed: number,
  profile: DataProfile = 'typical',
): unknown {
  if (!response.schema) return undefined;
  faker.seed(seed);
  return fakeFromSchema(response.schema, faker, profile);
}
