import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { recordCall, type MockCall } from './activity';
import { answerFilters, behaviors } from './behaviors';
import type { BehaviorContext } from './behaviors/types';
import type { MockSettings } from './config';
import { chaosFor, chaosRefusal } from './engine/chaos';
import { hostileAnswer } from './engine/hostile-text';
import { linkValues, usesLinks, valuesAtPath, type SourceReference } from './engine/linked-values';
import { resolveParsed, resolveResponse } from './engine/resolve-response';
import { responseViolations } from './engine/response-violations';
import {
  describeScenarioProblem,
  preferProblems,
  scenarioProblems,
  scenarioRefusal,
  SCENARIO_REFUSED_STATUS,
  type ScenarioProblem,
} from './engine/scenario-keys';
import type { MockResponse, OperationDefinition } from './engine/types';
import { unprocessableEntity, unsupportedContentType, unsupportedMediaType, violationsOf, type Violation } from './engine/validate-request';
import { jsonBody, parsedRequest, readRequest, type OperationRequest, type RequestContext } from './request-context';
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

function warn(message: string, details: unknown): void {
  if (typeof window !== 'undefined') console.warn(`[mocks] ${message}`, details);
}

/** The values a source operation's usual answer (or its active example) lists at the reference's path. */
function sourceValues(reference: SourceReference, url: URL, settings: Readonly<MockSettings>): unknown[] {
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
function linkedAnswer(context: RequestContext, answer: MockResponse): MockResponse {
  const { operation, url, settings } = context;
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

export type { OperationRequest };

/** What the mocks answer: a response (its body not yet serialised) or a network error. */
export type OperationAnswer =
  { kind: 'networkError' } | { kind: 'response'; status: number; headers: Record<string, string>; answer: MockResponse | undefined; json: boolean };

/**
 * What one step decided: a problem+json refusal (the contract's or the scenario keys'), a failure
 * the scenario asked for, or the answer. Only `deliver` turns a verdict into an answer.
 */
type Verdict =
  | { kind: 'problem'; status: number; source: 'refused' | 'contract'; body: unknown; requestViolations: Violation[]; refused?: ScenarioProblem[] }
  | { kind: 'networkError' }
  | { kind: 'timeout' }
  | { kind: 'answer'; answer: MockResponse };

/** A step before the answer is chosen: a verdict ends the request, undefined passes it on. */
type Check = (context: RequestContext) => Verdict | undefined;

/**
 * A scenario or `Prefer` header naming an outcome the operation does not have: answered with a
 * status no operation declares, problem+json with the known keys, never the default answer
 * (decision 150, issue 35).
 */
const refuseUnknownOutcomes: Check = ({ operation, scenario, prefer }) => {
  const refused = [
    ...(scenario === undefined ? [] : scenarioProblems([operation], { [operation.operationId]: scenario })),
    ...preferProblems(operation, prefer),
  ];
  if (refused.length === 0) return undefined;
  if (typeof window !== 'undefined') for (const problem of refused) console.error(`[mocks] ${describeScenarioProblem(problem)}`);
  return { kind: 'problem', status: SCENARIO_REFUSED_STATUS, source: 'refused', body: scenarioRefusal(refused), requestViolations: [], refused };
};

const refuseMediaType: Check = ({ operation, headers, bodyText }) => {
  const sentAs = unsupportedContentType(operation, headers.get('content-type'), bodyText);
  return sentAs === undefined
    ? undefined
    : { kind: 'problem', status: 415, source: 'contract', body: unsupportedMediaType(operation, sentAs), requestViolations: [] };
};

const refuseContractBreaches: Check = (context) => {
  const violations = violationsOf(context.operation, { ...context, query: context.url.searchParams });
  if (violations.length === 0) return undefined;
  warn(`${context.operation.operationId}: the request breaks the contract`, violations);
  return { kind: 'problem', status: 422, source: 'contract', body: unprocessableEntity(violations), requestViolations: violations };
};

const failAsTheScenarioAsks: Check = ({ outcome }) => {
  if (outcome?.kind === 'networkError') return { kind: 'networkError' };
  if (outcome?.kind === 'timeout') return { kind: 'timeout' };
  return undefined;
};

/** A malformed `?chaos=` is refused aloud, as an unknown scenario key is (decision 276). */
const refuseMalformedChaos: Check = ({ settings }) => {
  const problem = chaosRefusal(settings.chaos);
  if (!problem) return undefined;
  if (typeof window !== 'undefined') console.error(`[mocks] ${problem.detail}`);
  return { kind: 'problem', status: SCENARIO_REFUSED_STATUS, source: 'refused', body: problem, requestViolations: [] };
};

/**
 * Chaos stands in for a scenario on a call the tester chose nothing for (mocks/engine/chaos.ts):
 * it draws once per call that reached this step, so the same link fails the same calls.
 */
const drawChaos: Check = (context) => {
  const chaos = chaosFor(context.settings.chaos, context.operation, context.scenario, context.prefer);
  if (chaos === undefined) return undefined;
  context.chaos = chaos;
  context.scenario = chaos;
  context.outcome = parseOutcome(chaos);
  return undefined;
};

/** The steps before the answer is chosen, in order. */
const CHECKS: readonly Check[] = [refuseMalformedChaos, refuseUnknownOutcomes, refuseMediaType, refuseContractBreaches, drawChaos, failAsTheScenarioAsks];

/** What chose a failure or an answer, as x-mock-source and the call log name it. */
function chosenBy(context: RequestContext): string {
  return context.chaos ? `chaos:${context.chaos}` : `scenario:${context.scenario}`;
}

/**
 * The answer: the scenario's outcome, the Prefer header, a stateful behaviour, the example the
 * request's values name, faker (mocks/engine/resolve-response.ts); then the operation's filter,
 * the linked values and the hostile text the scenario may ask for.
 */
async function chooseAnswer(context: RequestContext): Promise<Verdict> {
  const { operation, outcome, settings } = context;
  const request = parsedRequest(context);
  const behavior = behaviors[operation.operationId];
  const answerFilter = answerFilters[operation.operationId];
  const behaviorContext: BehaviorContext = {
    operation,
    url: context.url,
    headers: context.headers,
    body: jsonBody(context),
    pathParams: context.pathParams,
    seed: context.seed,
    profile: settings.profile,
    example: (key) => resolveParsed(operation, { ...request, prefer: {} }, { globalSeed: settings.seed, scenario: key }),
    exampleOf: (operationId, key) => {
      const sibling = registeredOperations.get(operationId);
      return sibling
        ? resolveParsed(sibling, { method: sibling.method, url: context.url, bodyText: '', prefer: {} }, { globalSeed: settings.seed, scenario: key })
        : undefined;
    },
  };
  const resolved = resolveParsed(operation, request, {
    globalSeed: settings.seed,
    profile: settings.profile,
    ...(outcome?.kind === 'example' ? { scenario: outcome.key } : {}),
    ...(outcome?.kind === 'code' ? { scenario: `code=${outcome.status}` } : {}),
    ...(behavior ? { behavior: () => behavior(behaviorContext) } : {}),
  });
  // Like behaviours, filters leave alone what a Prefer header asked for exactly, as Prism answers it.
  const filtered = answerFilter && resolved.source !== 'prefer' ? await answerFilter(behaviorContext, resolved) : resolved;
  const usual = linkedAnswer(context, filtered);
  return { kind: 'answer', answer: outcome?.kind === 'hostileText' ? hostileAnswer(operation, usual) : usual };
}

const PROBLEM_JSON = 'application/problem+json';

/** The contract's example values of each operation: they never change in place (behaviours copy them). */
const exampleValues = new WeakMap<OperationDefinition, WeakSet<object>>();
/** What the check found in an example answered as it stands, by its status and media type. */
const checkedExamples = new WeakMap<object, Map<string, string[]>>();

function isExampleValue(operation: OperationDefinition, body: object): boolean {
  let values = exampleValues.get(operation);
  if (!values) {
    values = new WeakSet();
    for (const response of operation.responses) {
      for (const example of response.examples) if (typeof example.value === 'object' && example.value !== null) values.add(example.value);
    }
    exampleValues.set(operation, values);
  }
  return values.has(body);
}

/** How the answer breaks the contract; an example of the contract answered as it stands is checked once. */
function breachesOf(operation: OperationDefinition, answer: MockResponse): string[] {
  const { body } = answer;
  if (typeof body !== 'object' || body === null || !isExampleValue(operation, body)) return responseViolations(operation, answer);
  const key = `${answer.status} ${answer.contentType}`;
  let checked = checkedExamples.get(body);
  if (!checked) {
    checked = new Map();
    checkedExamples.set(body, checked);
  }
  let breaches = checked.get(key);
  if (!breaches) {
    breaches = responseViolations(operation, answer);
    checked.set(key, breaches);
  }
  return [...breaches];
}

/** The one place a verdict becomes an answer: the call log, the scenario's waits, the headers. */
async function deliver(context: RequestContext, verdict: Verdict): Promise<OperationAnswer> {
  const { operation, settings } = context;
  const call: Pick<MockCall, 'at' | 'operationId' | 'method' | 'url' | 'requestBody' | 'chaos'> = {
    at: context.at,
    operationId: operation.operationId,
    method: context.method,
    url: context.href,
    requestBody: context.bodyText || undefined,
    ...(context.chaos ? { chaos: context.chaos } : {}),
  };
  const elapsed = () => Math.round(performance.now() - context.arrivedAt);
  switch (verdict.kind) {
    case 'problem': {
      const { status, source, body, requestViolations, refused } = verdict;
      recordCall({
        ...call,
        status,
        source,
        requestViolations,
        responseViolations: [],
        ...(refused ? { refused } : {}),
        responseBody: body,
        durationMs: elapsed(),
      });
      return {
        kind: 'response',
        status,
        headers: { 'content-type': PROBLEM_JSON, 'x-mock-source': source },
        answer: { status, body, contentType: PROBLEM_JSON, source: 'empty' },
        json: true,
      };
    }
    case 'networkError':
      recordCall({ ...call, status: 'networkError', source: chosenBy(context), requestViolations: [], responseViolations: [], durationMs: elapsed() });
      return { kind: 'networkError' };
    case 'timeout':
      await delay(settings.timeoutMs);
      recordCall({ ...call, status: GATEWAY_TIMEOUT, source: chosenBy(context), requestViolations: [], responseViolations: [], durationMs: elapsed() });
      return { kind: 'response', status: GATEWAY_TIMEOUT, headers: { 'x-mock-source': chosenBy(context) }, answer: undefined, json: false };
    case 'answer':
      break;
  }
  const { answer } = verdict;
  // A mock must never lie about the API: its own answer is checked like a backend's.
  const breaches = breachesOf(operation, answer);
  if (breaches.length > 0) warn(`${operation.operationId}: the mock answer breaks the contract`, breaches);
  const source = context.chaos ? chosenBy(context) : answer.exampleKey ? `${answer.source}:${answer.exampleKey}` : answer.source;

  const extraDelay = context.outcome?.kind === 'delay' ? context.outcome.ms : 0;
  if (settings.latencyMs + extraDelay > 0) await delay(settings.latencyMs + extraDelay);
  // Recorded once answered, so its time includes the latency the page waited for.
  recordCall({ ...call, status: answer.status, source, requestViolations: [], responseViolations: breaches, responseBody: answer.body, durationMs: elapsed() });
  const headers: Record<string, string> = { 'content-type': answer.contentType, 'x-mock-source': source };
  if (answerTags.operation) headers[OPERATION_HEADER] = operation.operationId;
  // How many texts the corpus replaced, so a browser test knows the page had hostile text to show.
  if ('hostileFields' in answer) headers['x-mock-hostile-fields'] = String(answer.hostileFields);
  if (answer.body === undefined) return { kind: 'response', status: answer.status, headers, answer: undefined, json: false };
  const json = !(typeof answer.body === 'string' && !/json/.test(answer.contentType));
  return { kind: 'response', status: answer.status, headers, answer, json };
}

/**
 * The mocks' whole answer to one request of one operation, in one pass: the request is read
 * once (mocks/request-context.ts), the checks may end it, else the answer is chosen, and
 * `deliver` sends what was decided. MSW's handlers (browser, Vitest) and the mock server call
 * it alike, so both answer the same.
 */
export async function answerOperation(operation: OperationDefinition, request: OperationRequest): Promise<OperationAnswer> {
  const context = readRequest(operation, request);
  let verdict: Verdict | undefined;
  for (const check of CHECKS) {
    verdict = check(context);
    if (verdict) break;
  }
  return deliver(context, verdict ?? (await chooseAnswer(context)));
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
async function operationRequestOf(request: Request, pathParams: OperationRequest['pathParams'], url: string | URL = request.url): Promise<OperationRequest> {
  return { method: request.method, url, headers: request.headers, bodyText: await request.clone().text(), pathParams };
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
    return toHttpResponse(await answerOperation(route.operation, await operationRequestOf(request, route.params, url)));
  });
}
