import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetMockSettings } from '@mocks/config';
import { clearScenarios } from '@mocks/scenarios';
import { startMockServer, type MockServer } from '@mocks/server';
import { freePort } from '../../scripts/lib/free-port';

/**
 * The team mock server under hostile load, on 127.0.0.1 (issue 39): each attack has a bounded
 * count and duration, and after each one the server still answers its health check and a normal
 * request within the usual time.
 */
const IMEI_PATH = '/api/core/captacion/imei/verificacion';
const IMEI_BODY = JSON.stringify({ IMEI: '356938035643809' });
const MAX_BODY = 64 * 1024;
const HEADERS_TIMEOUT_MS = 300;
const MAX_CONNECTIONS_PER_CLIENT = 200;
const CONNECTIONS_AT_ONCE = 500;
/** A health check and a normal request take a few milliseconds; this allows for a busy machine. */
const USUAL_MS = 1500;

let server: MockServer;
let port: number;

beforeAll(async () => {
  server = await startMockServer({
    host: '127.0.0.1',
    port: await freePort(),
    allowedOrigins: [],
    limits: { maxBodyBytes: MAX_BODY, headersTimeoutMs: HEADERS_TIMEOUT_MS, requestTimeoutMs: 2000, maxConnectionsPerClient: MAX_CONNECTIONS_PER_CLIENT },
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  resetMockSettings();
  clearScenarios();
});

type RawExchange = { text: string; status: number; body: unknown; closed: boolean; ms: number };

function parseAnswer(text: string): { status: number; body: unknown } {
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
  const bodyText = text.slice(text.indexOf('\r\n\r\n') + 4);
  try {
    return { status, body: JSON.parse(bodyText) };
  } catch {
    return { status, body: bodyText };
  }
}

/**
 * A client on a bare socket: `talk` writes what it likes; the exchange ends when the server
 * closes the connection or after `waitMs`.
 */
function rawClient(talk: (socket: net.Socket) => void, waitMs: number): Promise<RawExchange> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('utf8');
      resolve({ text, ...parseAnswer(text), closed, ms: performance.now() - started });
    };
    const timer = setTimeout(() => finish(false), waitMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => finish(true));
    // A reset while we still write is the server closing on us: what it answered is in `chunks`.
    socket.on('error', () => finish(true));
    socket.on('connect', () => talk(socket));
  });
}

/** One request on a connection of its own, closed after the answer, so no connection outlives the check. */
function request(method: string, path: string, body?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { host: '127.0.0.1', port, method, path, agent: false, headers: body ? { 'content-type': 'application/json' } : {} },
      (answer) => {
        let text = '';
        answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

async function expectStillServing(): Promise<void> {
  const started = performance.now();
  expect((await request('GET', '/__mock/health')).status).toBe(200);
  const normal = await request('POST', IMEI_PATH, IMEI_BODY);
  expect(normal.status).toBe(200);
  expect((JSON.parse(normal.body) as { success: boolean }).success).toBe(true);
  expect(performance.now() - started).toBeLessThan(USUAL_MS);
}

/** Waits (up to a second) until the server has seen every connection of the test close. */
async function connectionsClosed(): Promise<number> {
  const count = () => new Promise<number>((resolve) => server.getConnections((_, open) => resolve(open)));
  for (let waited = 0; waited < 1000; waited += 20) {
    if ((await count()) === 0) return 0;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return count();
}

const problemOf = (status: number) => expect.objectContaining({ status, title: expect.any(String), detail: expect.any(String) });

describe('the team mock server under hostile input', () => {
  it('answers a body declared larger than the limit with 413 problem+json at once, and closes the connection', async () => {
    const exchange = await rawClient((socket) => {
      socket.write(`POST ${IMEI_PATH} HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: ${300 * 1024 * 1024}\r\n\r\n{"IMEI":`);
    }, 3000);
    expect(exchange.status).toBe(413);
    expect(exchange.text).toContain('application/problem+json');
    expect(exchange.body).toEqual(problemOf(413));
    expect(exchange.closed).toBe(true);
    await expectStillServing();
  });

  it('answers 413 as soon as a chunked body crosses the limit, before the client has sent it all, and reads no more', async () => {
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const totalChunks = 512; // 32 MiB: more than the socket buffers of both ends hold.
    let written = 0;
    const exchange = await rawClient((socket) => {
      socket.write(`POST ${IMEI_PATH} HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n`);
      const pump = () => {
        while (written < totalChunks && !socket.destroyed) {
          written += 1;
          if (!socket.write(`${chunk.length.toString(16)}\r\n${chunk.toString()}\r\n`)) {
            socket.once('drain', pump);
            return;
          }
        }
      };
      pump();
    }, 5000);
    expect(exchange.status).toBe(413);
    expect(exchange.body).toEqual(problemOf(413));
    expect(exchange.closed).toBe(true);
    expect(written).toBeLessThan(totalChunks);
    await expectStillServing();
  });

  it('answers 408 to a client that sends its headers slowly, and drops it', async () => {
    const exchange = await rawClient((socket) => {
      socket.write('GET /__mock/health HTTP/1.1\r\nhost: x\r\n');
      const drip = setInterval(() => {
        if (socket.destroyed) clearInterval(drip);
        else socket.write('x-slow: a\r\n');
      }, 50);
      socket.once('close', () => clearInterval(drip));
    }, 3000);
    expect(exchange.closed).toBe(true);
    expect(exchange.status).toBe(408);
    expect(exchange.body).toEqual(problemOf(408));
    expect(exchange.ms).toBeLessThan(HEADERS_TIMEOUT_MS + 1500);
    await expectStillServing();
  });

  it(`serves ${MAX_CONNECTIONS_PER_CLIENT} of ${CONNECTIONS_AT_ONCE} connections opened at once from one address and answers the rest 503 problem+json`, async () => {
    const sockets: net.Socket[] = [];
    const answers = await Promise.all(
      Array.from(
        { length: CONNECTIONS_AT_ONCE },
        () =>
          new Promise<{ status: number; retryAfter: boolean }>((resolve) => {
            const socket = net.connect(port, '127.0.0.1');
            sockets.push(socket);
            let text = '';
            const settle = () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), retryAfter: /retry-after: 1/i.test(text) });
            socket.on('connect', () => socket.write('GET /__mock/health HTTP/1.1\r\nhost: x\r\n\r\n'));
            socket.on('data', (chunk: Buffer) => {
              text += chunk.toString();
              if (text.includes('}')) settle();
            });
            socket.on('error', settle);
            socket.on('close', settle);
          }),
      ),
    );
    const served = answers.filter((answer) => answer.status === 200).length;
    const refused = answers.filter((answer) => answer.status === 503 && answer.retryAfter).length;
    // Every connection got an answer, and the cap held: the served ones kept theirs open meanwhile.
    expect(served).toBe(MAX_CONNECTIONS_PER_CLIENT);
    expect(refused).toBe(CONNECTIONS_AT_ONCE - MAX_CONNECTIONS_PER_CLIENT);
    for (const socket of sockets) socket.destroy();
    expect(await connectionsClosed()).toBe(0);
    await expectStillServing();
  });

  it('answers malformed requests with a problem document and keeps serving', async () => {
    const send = (request: string | Buffer) =>
      rawClient((socket) => {
        socket.write(request);
      }, 2000);
    const post = (headers: string, body: Buffer | string) =>
      send(
        Buffer.concat([
          Buffer.from(`POST ${IMEI_PATH} HTTP/1.1\r\nhost: x\r\nconnection: close\r\n${headers}content-length: ${Buffer.byteLength(body)}\r\n\r\n`),
          Buffer.isBuffer(body) ? body : Buffer.from(body),
        ]),
      );

    const garbage = await send('GARBAGE \x00\x01 NOT HTTP\r\n\r\n');
    expect([garbage.status, garbage.body]).toEqual([400, problemOf(400)]);

    const hugeHead = await send(`GET /__mock/health HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(20 * 1024)}\r\n\r\n`);
    expect([hugeHead.status, hugeHead.body]).toEqual([431, problemOf(431)]);

    const badJson = await post('content-type: application/json\r\n', '{"IMEI":');
    expect(badJson.status).toBe(422);
    expect(badJson.text).toContain('application/problem+json');
    expect(badJson.body).toEqual(expect.objectContaining({ validation: [expect.objectContaining({ code: 'parse' })] }));

    const wrongType = await post('content-type: text/plain\r\n', IMEI_BODY);
    expect([wrongType.status, wrongType.body]).toEqual([415, problemOf(415)]);
    const nonsenseType = await post('content-type: ;;==\x7f\r\n', IMEI_BODY);
    expect(nonsenseType.text).toMatch(/^HTTP\/1\.1 (400|415) /);
    expect(nonsenseType.text).toContain('application/problem+json');

    const invalidUtf8 = await post(
      'content-type: application/json\r\n',
      Buffer.from([...Buffer.from('{"IMEI":"3569380356'), 0xff, 0xfe, ...Buffer.from('09"}')]),
    );
    expect(invalidUtf8.status).toBe(422);
    expect(invalidUtf8.text).toContain('application/problem+json');

    const badSession = await post('content-type: application/json\r\nx-mock-session: no spaces allowed\r\n', IMEI_BODY);
    expect([badSession.status, badSession.body]).toEqual([400, problemOf(400)]);

    const badLength = await send(`POST ${IMEI_PATH} HTTP/1.1\r\nhost: x\r\ncontent-length: -5\r\n\r\n`);
    expect([badLength.status, badLength.body]).toEqual([400, problemOf(400)]);
    await expectStillServing();
  });
});
