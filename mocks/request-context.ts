import { getMockSettings, type MockSettings } from './config';
import { parsePreferHeader, type PreferDirectives } from './engine/prefer';
import { seedOf, type ParsedRequest } from './engine/resolve-response';
import type { HeaderReader, OperationDefinition } from './engine/types';
import { parseBody, type ParsedBody } from './engine/validate-request';
import { getScenario, parseOutcome, type Outcome } from './scenarios';
import { currentScope, type MockScope } from './session-scope';

/** A request as the mocks receive it, from MSW's fetch `Request` or straight from Node's `http` server. */
export type OperationRequest = {
  method: string;
  /** The absolute URL, parsed already where the caller routed the request with it. */
  url: string | URL;
  headers: HeaderReader;
  bodyText: string;
  pathParams: Record<string, string | readonly string[] | undefined>;
};

/**
 * Everything the mocks read of one request, parsed once before the first step: the URL, the
 * body, the `Prefer` header, the session's scenario for the operation and its settings, and the
 * request's seed. Every step of `answerOperation` (mocks/handlers.ts) reads this and nothing else
 * of the request.
 */
export type RequestContext = {
  operation: OperationDefinition;
  method: string;
  url: URL;
  /** The URL as received, for the call log. */
  href: string;
  headers: HeaderReader;
  bodyText: string;
  body: ParsedBody;
  pathParams: OperationRequest['pathParams'];
  prefer: PreferDirectives;
  /** The outcome the session chose for this operation, as written (`vozapp`, `code=500`), and as read; chaos may set them. */
  scenario: string | undefined;
  outcome: Outcome | undefined;
  /** The failure chaos mode drew for this call instead of a scenario (mocks/engine/chaos.ts), if any. */
  chaos?: string;
  /** The mock server's session (its scenarios, settings and state), or undefined for the tab's or the process's own. */
  session: MockScope | undefined;
  settings: Readonly<MockSettings>;
  /** The seed of this request: the same request gives the same body, in any order of calls. */
  seed: number;
  /** When the request arrived, for the call log. */
  at: string;
  /** performance.now() when it arrived: the call log's time, the latency included. */
  arrivedAt: number;
};

export function readRequest(operation: OperationDefinition, request: OperationRequest): RequestContext {
  const url = typeof request.url === 'string' ? new URL(request.url) : request.url;
  const settings = getMockSettings();
  const scenario = getScenario(operation.operationId);
  return {
    operation,
    method: request.method,
    url,
    href: typeof request.url === 'string' ? request.url : url.href,
    headers: request.headers,
    bodyText: request.bodyText,
    body: parseBody(request.bodyText),
    pathParams: request.pathParams,
    prefer: parsePreferHeader(request.headers.get('prefer')),
    scenario,
    outcome: scenario ? parseOutcome(scenario) : undefined,
    session: currentScope(),
    settings,
    seed: seedOf(settings.seed, operation, request.method, url, request.bodyText),
    at: new Date().toISOString(),
    arrivedAt: performance.now(),
  };
}

/** The request as the answer's resolution reads it (mocks/engine/resolve-response.ts). */
export function parsedRequest(context: RequestContext): ParsedRequest {
  return { method: context.method, url: context.url, bodyText: context.bodyText, prefer: context.prefer, seed: context.seed };
}

/** The JSON body for behaviours: undefined when there is none or it is no JSON. */
export function jsonBody(context: RequestContext): unknown {
  return context.body.kind === 'json' ? context.body.value : undefined;
}
