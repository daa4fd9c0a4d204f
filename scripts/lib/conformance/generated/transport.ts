import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { WireRequest } from './request-model';

export type TargetAnswer = { status: number; headers: IncomingHttpHeaders; bodyText: string; durationMs: number };
/** No whole answer: refused, reset, closed midway, timed out, or a request Node would not send. */
export type NoAnswer = { unreachable: string; durationMs: number };

const keepAlive = new Agent({ keepAlive: true, maxSockets: 4 });
/** Headers every request of the current run carries (its own session on the project's mock server); set by runConformance. */
let runHeaders: Record<string, string> = {};

export function setRunHeaders(headers: Record<string, string>): void {
  runHeaders = { ...headers };
}

/** Sends one request straight to the target; never throws. */
export function sendToTarget(wire: WireRequest, timeoutMs: number): Promise<TargetAnswer | NoAnswer> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: TargetAnswer | NoAnswer) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    const fail = (reason: string) => settle({ unreachable: reason, durationMs: elapsed() });
    try {
      const url = new URL(wire.url);
      const headers: Record<string, string> = { ...runHeaders, ...wire.headers };
      if (wire.body !== undefined) headers['content-length'] = String(Buffer.byteLength(wire.body));
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const outgoing = send(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method: wire.method,
          headers,
          timeout: timeoutMs,
          ...(url.protocol === 'http:' ? { agent: keepAlive } : {}),
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('aborted', () => fail('the connection closed before the answer was complete'));
          incoming.on('error', (error) => fail(`the connection closed before the answer was complete (${error.message})`));
          incoming.on('end', () => {
            if (!incoming.complete) return fail('the connection closed before the answer was complete');
            settle({ status: incoming.statusCode ?? 0, headers: incoming.headers, bodyText: Buffer.concat(chunks).toString('utf8'), durationMs: elapsed() });
          });
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      outgoing.on('error', (error: NodeJS.ErrnoException) =>
        fail(error.code && !error.message.includes(error.code) ? `${error.code}: ${error.message}` : error.message),
      );
      outgoing.end(wire.body);
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    }
  });
}

export function isAnswer(result: TargetAnswer | NoAnswer): result is TargetAnswer {
  return 'status' in result;
}

/** Closes the kept-alive connections so the command can end. */
export function closeConnections(): void {
  keepAlive.destroy();
}
