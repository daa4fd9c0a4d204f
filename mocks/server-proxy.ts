import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OperationDefinition } from './engine/types';
import { problemBody } from './server-limits';

/** One call forwarded to the real backend and its answer, as record mode sees it. */
export type ProxiedExchange = {
  operation: OperationDefinition | undefined;
  method: string;
  /** The path and query, as the client sent them. */
  url: string;
  requestBody: string;
  status: number;
  contentType: string;
  bodyText: string;
};

export type ProxyOptions = { origin: string; observe?: (exchange: ProxiedExchange) => void };

/** Headers of one hop, never forwarded; the body's length and encoding are set again for what is sent. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'content-encoding',
]);

/**
 * Forwards a call to the backend with the same method, headers and body, and answers with the
 * backend's answer (status, headers, body). A backend that does not answer gets 502 problem+json.
 */
export async function forwardCall(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  call: { url: URL; bodyText: string; operation: OperationDefinition | undefined },
  proxy: ProxyOptions,
): Promise<void> {
  const method = incoming.method ?? 'GET';
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    for (const each of Array.isArray(value) ? value : [value]) headers.append(name, each);
  }
  const target = new URL(call.url.pathname + call.url.search, proxy.origin);
  let answer: Response;
  try {
    answer = await fetch(target, { method, headers, redirect: 'manual', ...(call.bodyText === '' ? {} : { body: call.bodyText }) });
  } catch (error) {
    const body = problemBody(502, 'The backend did not answer', `${method} ${target.href}: ${String(error)}`);
    outgoing.writeHead(502, { 'content-type': 'application/problem+json', 'content-length': String(Buffer.byteLength(body)) }).end(body);
    return;
  }
  const body = Buffer.from(await answer.arrayBuffer());
  const answerHeaders: Record<string, string | string[]> = {};
  answer.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name) && name !== 'set-cookie') answerHeaders[name] = value;
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) answerHeaders['set-cookie'] = cookies;
  answerHeaders['content-length'] = String(body.length);
  outgoing.writeHead(answer.status, answerHeaders).end(body);
  proxy.observe?.({
    operation: call.operation,
    method,
    url: call.url.pathname + call.url.search,
    requestBody: call.bodyText,
    status: answer.status,
    contentType: answer.headers.get('content-type') ?? '',
    bodyText: body.toString('utf8'),
  });
}
