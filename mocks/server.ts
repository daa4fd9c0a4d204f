import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { scenarioParamRefusal } from './engine/scenario-keys';
import { handlers, operations } from './generated';
import { applyScenarioParam } from './scenarios';

export type MockServerOptions = { host: string; port: number; allowedOrigins: string[] };

const CORS_ALLOWED_HEADERS = '*';
const CORS_EXPOSED_HEADERS = 'x-mock-source, content-type';

function toFetchRequest(incoming: IncomingMessage, body: Buffer, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = incoming.method ?? 'GET';
  return new Request(new URL(incoming.url ?? '/', origin), {
    method,
    headers,
    ...(method === 'GET' || method === 'HEAD' ? {} : { body: new Uint8Array(body) }),
  });
}

function corsHeaders(requestOrigin: string | undefined, allowedOrigins: string[]): Record<string, string> {
  if (!requestOrigin || !(allowedOrigins.includes('*') || allowedOrigins.includes(requestOrigin))) return {};
  return {
    'access-control-allow-origin': requestOrigin,
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': CORS_ALLOWED_HEADERS,
    'access-control-expose-headers': CORS_EXPOSED_HEADERS,
    vary: 'Origin',
  };
}

async function readBody(incoming: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function answer(incoming: IncomingMessage, outgoing: ServerResponse, options: MockServerOptions): Promise<void> {
  const cors = corsHeaders(incoming.headers.origin, options.allowedOrigins);
  if (incoming.method === 'OPTIONS') {
    outgoing.writeHead(204, cors).end();
    return;
  }
  const origin = `http://${options.host}:${options.port}`;
  const url = new URL(incoming.url ?? '/', origin);
  // The same vocabulary as the app's URL: ?scenario= on any call sets the server's scenarios,
  // unless it names an operation or outcome the contract does not have (decision 150).
  const refusal = scenarioParamRefusal(operations, url.search);
  if (refusal) {
    outgoing.writeHead(refusal.status, { ...cors, 'content-type': 'application/problem+json', 'x-mock-source': 'refused' });
    outgoing.end(JSON.stringify(refusal));
    return;
  }
  applyScenarioParam(url.search);
  const response = await getResponse(handlers, toFetchRequest(incoming, await readBody(incoming), origin));
  if (!response) {
    outgoing.writeHead(404, { ...cors, 'content-type': 'application/problem+json' });
    outgoing.end(JSON.stringify({ type: 'about:blank', title: 'No operation of the contract matches', status: 404, detail: `${incoming.method} ${url.pathname}` }));
    return;
  }
  if (response.type === 'error') {
    incoming.socket.destroy();
    return;
  }
  const headers: Record<string, string> = { ...cors };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  outgoing.writeHead(response.status, headers);
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

/** The generated handlers, scenarios and state over plain HTTP, for curl, a mobile app or Prism's proxy. */
export function startMockServer(options: MockServerOptions): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    answer(incoming, outgoing, options).catch((error: unknown) => {
      outgoing.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}
