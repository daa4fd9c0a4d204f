import type { Middleware } from 'openapi-fetch';
import { responseViolations } from '@mocks/engine/response-violations';
import type { OperationDefinition } from '@mocks/engine/types';
import { redactUrl } from '@mocks/security/redact-secrets';

/** One answer of the backend that breaks the contract. */
export type ContractDrift = {
  operationId: string;
  method: string;
  url: string;
  status: number;
  violations: string[];
};

export type DriftReporter = (drift: ContractDrift) => void;

async function parsedBody(response: Response): Promise<unknown> {
  const text = await response.clone().text();
  if (text === '') return undefined;
  const isJson = /json/i.test(response.headers.get('content-type') ?? '');
  if (!isJson) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Checks every answer of one service against that service's contract: the
 * operation is the one openapi-fetch called (method and path template). It only reports, and it
 * never throws: the page goes on with the answer as it came.
 */
export function createResponseValidationMiddleware(operations: OperationDefinition[], report: DriftReporter): Middleware {
  const byRoute = new Map(operations.map((operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation]));
  return {
    async onResponse({ request, response, schemaPath }) {
      // The address goes to the console and the panel: a token or card number in it is redacted as in every log.
      const drift = { method: request.method, url: redactUrl(request.url), status: response.status };
      try {
        const operation = byRoute.get(`${request.method} ${schemaPath}`);
        if (!operation) {
          report({ ...drift, operationId: '?', violations: [`the contract has no operation ${request.method} ${schemaPath}`] });
          return undefined;
        }
        const body = await parsedBody(response);
        const contentType = response.headers.get('content-type') ?? undefined;
        const violations = responseViolations(operation, { status: response.status, body, ...(contentType ? { contentType } : {}) });
        if (violations.length > 0) report({ ...drift, operationId: operation.operationId, violations });
      } catch (error) {
        report({ ...drift, operationId: '?', violations: [`the answer could not be checked: ${String(error)}`] });
      }
      return undefined;
    },
  };
}
