import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { recordCall, type MockCall } from './activity';
import { answerFilters, behaviors } from './behaviors';
import type { BehaviorContext } from './behaviors/types';
import { getMockSettings } from './config';
import type { MockSettings } from './config';
import { chaosFor, chaosRefusal } from './engine/chaos';
import { hostileAnswer } from './engine/hostile-text';
import { linkValues, usesLinks, valuesAtPath, type SourceReference } from './engine/linked-values';
import { requestSeed, resolveResponse } from './engine/resolve-response';
import { responseViolations } from './engine/response-violations';
import { describeScenarioProblem, preferProblems, scenarioProblems, scenarioRefusal, SCENARIO_REFUSED_STATUS } from './engine/scenario-keys';
import type { HeaderReader, MockResponse, OperationDefinition } from './engine/types';
import { requestViolations, unprocessableEntity, unsupportedContentType, unsupportedMediaType } from './engine/validate-request';
import { buildRouteTable } from './route-table';
import { getScenario, parseOutcome } from './scenarios';
import { answerTags, OPERATION_HEADER } from './usage/answer-tags';

const GATEWAY_TIMEOUT = 504;
/** Every operation that has a handler, so a behaviour can start from a sibling's example. */
const registeredOperations = new Map<string, OperationDefinition>();

/** `/a/{id}/b` in the contract is `/a/:id/b` for MSW; the leading `*` matches any host. */
export function toMswPath(contractPath: string): string {
  return `*${contractPath.replace(/\{([^}]+)\}/g, ':$1')}`;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function warn(message: string, details: unknown): void {
  if (typeof window !== 'undefined') console.warn(`[mocks] ${message}`, details);
}

/**
 * A scenario or `Prefer` header naming an outcome the operation does not have: answered with a
 * status no operation declares, problem+json with the known keys, never the default answer
 * (decision 150, issue 35).
 */
function refusedOutcomes(operation: OperationDefinition, scenario: string | undefined, headers: HeaderReader) {
  return [
    ...(scenario === undefined ? [] : scenarioProblems([operation], { [operation.operationId]: scenario })),
    ...preferProblems(operation, headers.get('prefer')),
  ];
}

/** The values a source operation's usual answer (or its active example) lists at the reference's path. */
function sourceValues(reference: SourceReference, url: string, settings: Readonly<MockSettings>): unknown[] {
  const source = registeredOperations.get(reference.operation);
  if (!source) return [];
  const chosen = getScenario(source.operationId);
  const outcome = chosen ? parseOutcome(chosen) : undefined;
  const answer = resolveResponse(
    source,
    { method: source.method, url: new URL(source.path, url).toString(), bodyText: '' },
    { globalSeed: settings.seed, profile: settings.profile, ...(outcome?.kind === 'example' ? { scenario: outcome.key } : {}) },
  );
  return valuesAtPath(answer.body, reference.path);
}

/**
 * The contract's x-relative-date and x-source applied to an answer (mocks/engine/linked-values.ts):
 * dates from the request's time except in Prefer-chosen and stateful answers, listed values in
 * default answers only (a scenario's example is what QA chose).
 */
function linkedAnswer(operation: OperationDefinition, answer: MockResponse, url: string, settings: Readonly<MockSettings>): MockResponse {
  const schema = operation.responses.find((response) => response.status === answer.status)?.schema;
  if (answer.body === undefined || !usesLinks(schema)) return answer;
  const isDefault = answer.source === 'example' || answer.source === 'schema';
  const body = linkValues(schema, answer.body, {
    now: Date.now(),
    relativeDates: answer.source !== 'prefer' && answer.source !== 'behavior',
    ...(isDefault ? { sourceValues: (reference: SourceReference) => sourceValues(reference, url, settings) } : {}),
  });
  return { ...answer, body };
}

/** A request as the mocks read it, from MSW's fetch `Request` or straight from Node's `http` server. */
export type OperationRequest = {
  method: string;
  /** The absolute URL. */
  url: string;
  headers: HeaderReader;
  bodyText: string;
  pathParams: Record<string, string | readonly string[] | undefined>;
};

/** What the mocks answer: a response (its body not yet serialised) or a network error. */
export type OperationAnswer =
  { kind: 'networkError' } | { kind: 'response'; status: number; headers: Record<string, string>; answer: MockResponse | undefined; json: boolean };

const NETWORK_ERROR: OperationAnswer = { kind: 'networkError' };

/**
 * The mocks' whole answer to one request of one operation: contract checks, scenario, Prefer,
 * behaviour, example, faker, filters, latency. MSW's handlers (browser, Vitest) and the mock
 * server call it alike, so both answer the same.
 */
export async function answerOperation(operation: OperationDefinition, request: OperationRequest): Promise<OperationAnswer> {
  const settings = getMockSettings();
  const { bodyText } = request;
  const chosen = getScenario(operation.operationId);
  const arrived = performance.now();
  const elapsed = () => Math.round(performance.now() - arrived);
  const call: Pick<MockCall, 'at' | 'operationId' | 'method' | 'url' | 'requestBody' | 'chaos'> = {
    at: new Date().toISOString(),
    operationId: operation.operationId,
    method: request.method,
    url: request.url,
    requestBody: bodyText || undefined,
  };

  // A malformed ?chaos= is refused aloud, as an unknown scenario key is (decision 276).
  const chaosProblem = chaosRefusal(settings.chaos);
  if (chaosProblem) {
    if (typeof window !== 'undefined') console.error(`[mocks] ${chaosProblem.detail}`);
    recordCall({
      ...call,
      status: SCENARIO_REFUSED_STATUS,
      source: 'refused',
      requestViolations: [],
      responseViolations: [],
      responseBody: chaosProblem,
      durationMs: elapsed(),
    });
    return {
      kind: 'response',
      status: SCENARIO_REFUSED_STATUS,
      headers: { 'content-type': 'application/problem+json', 'x-mock-source': 'refused' },
      answer: { status: SCENARIO_REFUSED_STATUS, body: chaosProblem, contentType: 'application/problem+json', source: 'empty' },
      json: true,
    };
  }

  const refused = refusedOutcomes(operation, chosen, request.headers);
  if (refused.length > 0) {
    if (typeof window !== 'undefined') for (const problem of refused) console.error(`[mocks] ${describeScenarioProblem(problem)}`);
    const body = scenarioRefusal(refused);
    recordCall({
      ...call,
      status: SCENARIO_REFUSED_STATUS,
      source: 'refused',
      requestViolations: [],
      responseViolations: [],
      refused,
      responseBody: body,
      durationMs: elapsed(),
    });
    return {
      kind: 'response',
      status: SCENARIO_REFUSED_STATUS,
      headers: { 'content-type': 'application/problem+json', 'x-mock-source': 'refused' },
      answer: { status: SCENARIO_REFUSED_STATUS, body, contentType: 'application/problem+json', source: 'empty' },
      json: true,
    };
  }

  const sentAs = unsupportedContentType(operation, request.headers.get('content-type'), bodyText);
  if (sentAs !== undefined) {
    recordCall({ ...call, status: 415, source: 'contract', requestViolations: [], responseViolations: [], durationMs: elapsed() });
    return {
      kind: 'response',
      status: 415,
      headers: { 'content-type': 'application/problem+json', 'x-mock-source': 'contract' },
      answer: { status: 415, body: unsupportedMediaType(operation, sentAs), contentType: 'application/problem+json', source: 'empty' },
      json: true,
    };
  }

  const violations = requestViolations(operation, { url: request.url, headers: request.headers, bodyText, pathParams: request.pathParams });
  if (violations.length > 0) {
    warn(`${operation.operationId}: the request breaks the contract`, violations);
    recordCall({ ...call, status: 422, source: 'contract', requestViolations: violations, responseViolations: [], durationMs: elapsed() });
    return {
      kind: 'response',
      status: 422,
      headers: { 'content-type': 'application/problem+json', 'x-mock-source': 'contract' },
      answer: { status: 422, body: unprocessableEntity(violations), contentType: 'application/problem+json', source: 'empty' },
      json: true,
    };
  }

  // Chaos stands in for a scenario on a call the tester chose nothing for (mocks/engine/chaos.ts).
  const chaos = chaosFor(settings.chaos, operation, chosen, request.headers);
  const scenario = chosen ?? chaos;
  const outcome = scenario ? parseOutcome(scenario) : undefined;
  if (chaos) call.chaos = chaos;
  // What chose the answer, as x-mock-source and the call log name it.
  const chosenBy = chaos ? `chaos:${chaos}` : `scenario:${scenario}`;

  if (outcome?.kind === 'networkError') {
    recordCall({ ...call, status: 'networkError', source: chosenBy, requestViolations: [], responseViolations: [], durationMs: elapsed() });
    return NETWORK_ERROR;
  }
  if (outcome?.kind === 'timeout') {
    await delay(settings.timeoutMs);
    recordCall({ ...call, status: GATEWAY_TIMEOUT, source: chosenBy, requestViolations: [], responseViolations: [], durationMs: elapsed() });
    return { kind: 'response', status: GATEWAY_TIMEOUT, headers: { 'x-mock-source': chosenBy }, answer: undefined, json: false };
  }

  const url = new URL(request.url);
  const seed = requestSeed(settings.seed, operation, { method: request.method, url: request.url, bodyText });
  const behavior = behaviors[operation.operationId];
  const answerFilter = answerFilters[operation.operationId];
  const context: BehaviorContext = {
    operation,
    url,
    headers: request.headers,
    body: parseJson(bodyText),
    pathParams: request.pathParams,
    seed,
    profile: settings.profile,
    example: (key) => resolveResponse(operation, { method: request.method, url: request.url, bodyText }, { globalSeed: settings.seed, scenario: key }),
    exampleOf: (operationId, key) => {
      const sibling = registeredOperations.get(operationId);
      return sibling
        ? resolveResponse(sibling, { method: sibling.method, url: request.url, bodyText: '' }, { globalSeed: settings.seed, scenario: key })
        : undefined;
    },
  };
  const resolved = resolveResponse(
    operation,
    { method: request.method, url: request.url, bodyText, preferHeader: request.headers.get('prefer') },
    {
      globalSeed: settings.seed,
      profile: settings.profile,
      ...(outcome?.kind === 'example' ? { scenario: outcome.key } : {}),
      ...(outcome?.kind === 'code' ? { scenario: `code=${outcome.status}` } : {}),
      ...(behavior ? { behavior: () => behavior(context) } : {}),
    },
  );
  // Like behaviours, filters leave alone what a Prefer header asked for exactly, as Prism answers it.
  const filtered = answerFilter && resolved.source !== 'prefer' ? await answerFilter(context, resolved) : resolved;
  const usual = linkedAnswer(operation, filtered, request.url, settings);
  const answer = outcome?.kind === 'hostileText' ? hostileAnswer(operation, usual) : usual;

  // A mock must never lie about the API: its own answer is checked like a backend's.
  const breaches = responseViolations(operation, answer);
  if (breaches.length > 0) warn(`${operation.operationId}: the mock answer breaks the contract`, breaches);
  const source = chaos ? chosenBy : answer.exampleKey ? `${answer.source}:${answer.exampleKey}` : answer.source;

  const extraDelay = outcome?.kind === 'delay' ? outcome.ms : 0;
  if (settings.latencyMs + extraDelay > 0) await delay(settings.latencyMs + extraDelay);
  // Recorded once the wait is over, so the call's time is what the page waited for.
  recordCall({ ...call, status: answer.status, source, requestViolations: [], responseViolations: breaches, responseBody: answer.body, durationMs: elapsed() });
  const headers: Record<string, string> = { 'content-type': answer.contentType, 'x-mock-source': source };
  if (answerTags.operation) headers[OPERATION_HEADER] = operation.operationId;
  // How many texts the corpus replaced, so a browser test knows the page had hostile text to show.
  if ('hostileFields' in answer) headers['x-mock-hostile-fields'] = String(answer.hostileFields);
  if (answer.body === undefined) return { kind: 'response', status: answer.status, headers, answer: undefined, json: false };
  const json = !(typeof answer.body === 'string' && !/json/.test(answer.contentType));
  return { kind: 'response', status: answer.status, headers, answer, json };
}

/** The answer as MSW's handlers return it. */
function toHttpResponse(result: OperationAnswer): Response {
  if (result.kind === 'networkError') return HttpResponse.error();
  const { status, headers, answer, json } = result;
  if (answer === undefined) return new HttpResponse(null, { status, headers });
  if (!json) return new HttpResponse(answer.body as string, { status, headers });
  return HttpResponse.json(answer.body as JsonBodyType, { status, headers });
}

/** What `answerOperation` reads of a request MSW intercepted. */
async function operationRequestOf(request: Request, pathParams: OperationRequest['pathParams']): Promise<OperationRequest> {
  return { method: request.method, url: request.url, headers: request.headers, bodyText: await request.clone().text(), pathParams };
}

/** One MSW handler for one operation of the contract; the same code serves every operation. */
export function createOperationHandler(operation: OperationDefinition): HttpHandler {
  registeredOperations.set(operation.operationId, operation);
  return http[operation.method](toMswPath(operation.path), async ({ request, params }) =>
    toHttpResponse(await answerOperation(operation, await operationRequestOf(request, params))),
  );
}

/**
 * Every operation of the contract behind one MSW handler. The route table (the mock server's)
 * finds a request's operation at once, where MSW would run each generated handler
 * in turn, parsing the URL and the page's cookies about a hundred times a call; what no operation
 * matches goes on to the network. `createOperationHandler` answers the same.
 */
export function createContractHandler(operations: readonly OperationDefinition[]): HttpHandler {
  for (const operation of operations) registeredOperations.set(operation.operationId, operation);
  const findRoute = buildRouteTable(operations);
  return http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    const route = findRoute(request.method, url.origin + url.pathname);
    if (!route) return undefined;
    return toHttpResponse(await answerOperation(route.operation, await operationRequestOf(request, route.params)));
  });
}
