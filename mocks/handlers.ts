import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { recordCall } from './activity';
import { answerFilters, behaviors } from './behaviors';
import type { BehaviorContext } from './behaviors/types';
import { getMockSettings } from './config';
import { requestSeed, resolveResponse } from './engine/resolve-response';
import { hostileAnswer } from './engine/hostile-text';
import { describeScenarioProblem, preferProblems, scenarioProblems, scenarioRefusal, SCENARIO_REFUSED_STATUS } from './engine/scenario-keys';
import type { OperationDefinition } from './engine/types';
import { requestViolations, unprocessableEntity } from './engine/validate-request';
import { responseViolations } from './engine/response-violations';
import { getScenario, parseOutcome } from './scenarios';

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
 * A scenario or `Prefer` header naming an outcome the operation does not have: answered 400
 * problem+json with the known keys, never the default answer (decision 150).
 */
function refusedOutcomes(operation: OperationDefinition, scenario: string | undefined, request: Request) {
  return [
    ...(scenario === undefined ? [] : scenarioProblems([operation], { [operation.operationId]: scenario })),
    ...preferProblems(operation, request.headers.get('prefer')),
  ];
}

/** One MSW handler for one operation of the contract; the same code serves every operation. */
export function createOperationHandler(operation: OperationDefinition): HttpHandler {
  registeredOperations.set(operation.operationId, operation);
  return http[operation.method](toMswPath(operation.path), async ({ request, params }) => {
    const settings = getMockSettings();
    const bodyText = await request.clone().text();
    const scenario = getScenario(operation.operationId);
    const outcome = scenario ? parseOutcome(scenario) : undefined;
    const call = {
      at: new Date().toISOString(),
      operationId: operation.operationId,
      method: request.method,
      url: request.url,
    };

    const refused = refusedOutcomes(operation, scenario, request);
    if (refused.length > 0) {
      if (typeof window !== 'undefined') for (const problem of refused) console.error(`[mocks] ${describeScenarioProblem(problem)}`);
      recordCall({ ...call, status: SCENARIO_REFUSED_STATUS, source: 'refused', requestViolations: [], responseViolations: [] });
      return HttpResponse.json(scenarioRefusal(refused), {
        status: SCENARIO_REFUSED_STATUS,
        headers: { 'content-type': 'application/problem+json', 'x-mock-source': 'refused' },
      });
    }

    const violations = requestViolations(operation, { url: request.url, headers: request.headers, bodyText, pathParams: params });
    if (violations.length > 0) {
      warn(`${operation.operationId}: the request breaks the contract`, violations);
      recordCall({ ...call, status: 422, source: 'contract', requestViolations: violations, responseViolations: [] });
      return HttpResponse.json(unprocessableEntity(violations), {
        status: 422,
        headers: { 'content-type': 'application/problem+json' },
      });
    }

    if (outcome?.kind === 'networkError') {
      recordCall({ ...call, status: 'networkError', source: `scenario:${scenario}`, requestViolations: [], responseViolations: [] });
      return HttpResponse.error();
    }
    if (outcome?.kind === 'timeout') {
      await delay(settings.timeoutMs);
      recordCall({ ...call, status: GATEWAY_TIMEOUT, source: `scenario:${scenario}`, requestViolations: [], responseViolations: [] });
      return new HttpResponse(null, { status: GATEWAY_TIMEOUT });
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
      pathParams: params,
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
    const usual = answerFilter && resolved.source !== 'prefer' ? await answerFilter(context, resolved) : resolved;
    const answer = outcome?.kind === 'hostileText' ? hostileAnswer(operation, usual) : usual;

    // A mock must never lie about the API: its own answer is checked like a backend's.
    const breaches = responseViolations(operation, answer);
    if (breaches.length > 0) warn(`${operation.operationId}: the mock answer breaks the contract`, breaches);
    const source = answer.exampleKey ? `${answer.source}:${answer.exampleKey}` : answer.source;
    recordCall({ ...call, status: answer.status, source, requestViolations: [], responseViolations: breaches });

    const extraDelay = outcome?.kind === 'delay' ? outcome.ms : 0;
    if (settings.latencyMs + extraDelay > 0) await delay(settings.latencyMs + extraDelay);
    const headers: Record<string, string> = { 'content-type': answer.contentType, 'x-mock-source': source };
    // How many texts the corpus replaced, so a browser test knows the page had hostile text to show.
    if ('hostileFields' in answer) headers['x-mock-hostile-fields'] = String(answer.hostileFields);
    if (answer.body === undefined) return new HttpResponse(null, { status: answer.status, headers });
    if (typeof answer.body === 'string' && !/json/.test(answer.contentType)) {
      return new HttpResponse(answer.body, { status: answer.status, headers });
    }
    return HttpResponse.json(answer.body, { status: answer.status, headers });
  });
}
