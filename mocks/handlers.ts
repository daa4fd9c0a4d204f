import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { getMockSettings } from './config';
import { resolveResponse } from './engine/resolve-response';
import type { OperationDefinition } from './engine/types';
import { getScenario } from './scenarios';

/** `/a/{id}/b` in the contract is `/a/:id/b` for MSW; the leading `*` matches any host. */
export function toMswPath(contractPath: string): string {
  return `*${contractPath.replace(/\{([^}]+)\}/g, ':$1')}`;
}

/** One MSW handler for one operation of the contract; the same code serves every operation. */
export function createOperationHandler(operation: OperationDefinition): HttpHandler {
  return http[operation.method](toMswPath(operation.path), async ({ request }) => {
    const settings = getMockSettings();
    const answer = resolveResponse(
      operation,
      {
        method: request.method,
        url: request.url,
        bodyText: await request.clone().text(),
        preferHeader: request.headers.get('prefer'),
      },
      { globalSeed: settings.seed, scenario: getScenario(operation.operationId) },
    );
    if (settings.latencyMs > 0) await delay(settings.latencyMs);
    const headers = {
      'content-type': answer.contentType,
      'x-mock-source': answer.exampleKey ? `${answer.source}:${answer.exampleKey}` : answer.source,
    };
    if (answer.body === undefined) return new HttpResponse(null, { status: answer.status, headers });
    return HttpResponse.json(answer.body, { status: answer.status, headers });
  });
}
