import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * What one client may ask of the team mock server, so that one careless script or one hostile
 * client on the network cannot take it down for everyone (README, "A mock server for the whole team").
 */
export type MockServerLimits = {
  /** The largest request body; a larger one is answered 413 as soon as it is crossed. */
  maxBodyBytes: number;
  /** The largest request head (request line and headers); a larger one is answered 431. */
  maxHeaderBytes: number;
  /** A client that has not sent its whole request head by then is answered 408 and dropped. */
  headersTimeoutMs: number;
  /** A client that has not sent its whole request (head and body) by then is answered 408 and dropped. */
  requestTimeoutMs: number;
  /** Open connections one client address may hold at once (0: no cap); more are answered 503 and closed. */
  maxConnectionsPerClient: number;
};

export const DEFAULT_LIMITS: MockServerLimits = {
  maxBodyBytes: 1024 * 1024,
  maxHeaderBytes: 16 * 1024,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  maxConnectionsPerClient: 256,
};

const PROBLEM_JSON = 'application/problem+json';
/** How long a refused connection may stay open after its answer, so the client reads the answer before the socket goes. */
const LINGER_MS = 1000;

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Content Too Large',
  431: 'Request Header Fields Too Large',
  503: 'Service Unavailable',
};

export function problemBody(status: number, title: string, detail: string): string {
  return JSON.stringify({ type: 'about:blank', title, status, detail });
}

/** A whole HTTP answer as bytes, for a socket that never reached Node's request handler. */
function rawProblem(status: number, title: string, detail: string, extraHeaders = ''): string {
  const body = problemBody(status, title, detail);
  return (
    `HTTP/1.1 ${status} ${REASONS[status] ?? ''}\r\ncontent-type: ${PROBLEM_JSON}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
    `connection: close\r\n${extraHeaders}\r\n${body}`
  );
}

/** Answers and closes a socket: FIN once the answer is out, and the socket destroyed shortly after whatever the client does. */
function answerAndClose(socket: Socket, text: string): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(text);
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes`);
  }
}

/**
 * The request body as text, refused with BodyTooLargeError as soon as it crosses `maxBytes`:
 * at once when Content-Length says so, else at the chunk that crosses it. What was read is
 * dropped and the rest is never read: the request stops flowing, so Node stops reading the
 * socket (its buffers are the only memory the rest can take) until the socket is closed.
 */
export function readBodyWithin(incoming: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(incoming.headers['content-length']);
    if (declared > maxBytes) {
      incoming.pause();
      reject(new BodyTooLargeError(maxBytes));
      return;
    }
    let chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) {
        chunks = [];
        incoming.off('data', onData);
        incoming.pause();
        reject(new BodyTooLargeError(maxBytes));
        return;
      }
      chunks.push(chunk);
    };
    incoming.on('data', onData);
    incoming.on('error', reject);
    incoming.on('end', () => {
      const text = (chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)).toString('utf8');
      // What fetch's `text()` does: a byte order mark is not part of the text.
      resolve(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    });
  });
}

/**
 * 413 problem+json, then the connection is closed: the rest of the body is never read. Written
 * on the socket itself: Node's own answer would close the socket at once, and a client still
 * sending would see a reset before it read the 413.
 */
export function refuseLargeBody(outgoing: ServerResponse, headers: Record<string, string>, limit: number): void {
  const extra = Object.entries(headers)
    .filter(([name]) => !/^(content-type|content-length|connection)$/i.test(name))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  answerAndClose(
    outgoing.socket as Socket,
    rawProblem(413, 'Request body too large', `The mock server takes request bodies of up to ${limit} bytes (MOCK_SERVER_MAX_BODY)`, extra),
  );
}

/**
 * Node's parser errors and timeouts answered with a problem document instead of Node's bare
 * status line: 400 for a malformed request, 408 for a client too slow with its request, 431 for
 * a request head too large. Resets and half-sent answers just close the socket.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  const answering = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (error.code === 'ECONNRESET' || error.code === 'EPIPE' || answering?.headersSent) {
    socket.destroy();
    return;
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    answerAndClose(
      socket,
      rawProblem(408, 'Request too slow', 'The request was not received in time (MOCK_SERVER_HEADERS_TIMEOUT_MS, MOCK_SERVER_REQUEST_TIMEOUT_MS)'),
    );
  } else if (error.code === 'HPE_HEADER_OVERFLOW') {
    answerAndClose(socket, rawProblem(431, 'Request head too large', 'The request line and headers are larger than MOCK_SERVER_MAX_HEADER_BYTES'));
  } else {
    answerAndClose(socket, rawProblem(400, 'Malformed HTTP request', 'The request is not valid HTTP/1.1'));
  }
}

/**
 * Puts the limits on a server made with `serverOptionsFor`: the per-client connection cap and
 * the problem answers to malformed, oversized and slow requests. Returns whether a socket was
 * refused by the cap, so its request (if Node parses one) is left alone.
 */
export function enforceLimits(server: Server, limits: MockServerLimits): (socket: Socket) => boolean {
  const refused = new WeakSet<Socket>();
  const openByAddress = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    if (limits.maxConnectionsPerClient <= 0) return;
    const address = socket.remoteAddress ?? '';
    const open = (openByAddress.get(address) ?? 0) + 1;
    if (open > limits.maxConnectionsPerClient) {
      refused.add(socket);
      answerAndClose(
        socket,
        rawProblem(
          503,
          'Too many connections from this address',
          `One client address may hold ${limits.maxConnectionsPerClient} connections at once (MOCK_SERVER_MAX_CONNECTIONS_PER_CLIENT)`,
          'retry-after: 1\r\n',
        ),
      );
      return;
    }
    openByAddress.set(address, open);
    socket.once('close', () => {
      const left = (openByAddress.get(address) ?? 1) - 1;
      if (left > 0) openByAddress.set(address, left);
      else openByAddress.delete(address);
    });
  });
  server.on('clientError', answerClientError);
  return (socket) => refused.has(socket);
}

/** Node's own settings for the limits: head size, timeouts, and a timeout check frequent enough for them. */
export function serverOptionsFor(limits: MockServerLimits) {
  return {
    maxHeaderSize: limits.maxHeaderBytes,
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    // Node checks the timeouts every this often (30 s by default): a quarter of the shortest, within 50 ms to 1 s.
    connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 4))),
  };
}

/**
 * Lets a body the answer does not need flow away unread, up to `maxBytes`: beyond it the
 * connection is closed rather than reading the rest.
 */
export function skipBody(incoming: IncomingMessage, maxBytes: number): void {
  let skipped = 0;
  const tooLarge = () => {
    incoming.pause();
    setTimeout(() => incoming.socket.destroy(), LINGER_MS).unref();
  };
  if (Number(incoming.headers['content-length']) > maxBytes) {
    tooLarge();
    return;
  }
  const onData = (chunk: Buffer) => {
    skipped += chunk.length;
    if (skipped <= maxBytes) return;
    incoming.off('data', onData);
    tooLarge();
  };
  incoming.on('data', onData);
}
