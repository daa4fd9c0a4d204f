import { createServer, request as httpRequest, type Server } from 'node:http';
import path from 'node:path';
import { contractFileNames, contractPath, serverBasePath } from './contract-files';
import { freePort, isPortFree } from './free-port';
import { startPrismMock, type RunningPrism } from './prism';

export type PrismMocks = {
  /** Base URL per contract file name ('main-api.yaml', also when given as a path), with the file's server base path ('/v2'). */
  services: Record<string, string>;
  stop: () => Promise<void>;
};

export type PrismMocksOptions = {
  /** Port to use per file name when it is free; any other file, or a busy port, gets a free one. */
  preferredPorts?: Record<string, number>;
};

type Started = { file: string; baseUrl: string; stop: () => Promise<void> };

/**
 * One `prism mock` per contract file, on 127.0.0.1, all started at once. Prism matches paths
 * without the server's base path, so a file whose server URL has one (payments-api: /v2) is
 * served behind a small forwarder that takes the base path off: the app's base URL for that
 * service ends in /v2, as in production.
 */
export async function startPrismMocks(files: string[] = contractFileNames(), options: PrismMocksOptions = {}): Promise<PrismMocks> {
  const names = files.map((file) => path.basename(file));
  const results = await Promise.allSettled(names.map((file) => startOne(file, options.preferredPorts?.[file])));
  const started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stop = async () => {
    await Promise.all(started.map((service) => service.stop()));
  };
  const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) {
    await stop();
    throw failure.reason;
  }
  return { services: Object.fromEntries(started.map((service) => [service.file, service.baseUrl])), stop };
}

async function portFor(preferred: number | undefined): Promise<number> {
  if (preferred !== undefined && (await isPortFree(preferred))) return preferred;
  return freePort();
}

async function startOne(file: string, preferredPort: number | undefined): Promise<Started> {
  const basePath = serverBasePath(file);
  if (!basePath) {
    const prism = await startPrismMock(contractPath(file), { port: await portFor(preferredPort) });
    return { file, baseUrl: prism.baseUrl, stop: prism.stop };
  }
  const prism = await startPrismMock(contractPath(file));
  try {
    const forwarder = await startBasePathForwarder(basePath, prism, await portFor(preferredPort));
    return {
      file,
      baseUrl: `${forwarder.origin}${basePath}`,
      stop: async () => {
        await forwarder.stop();
        await prism.stop();
      },
    };
  } catch (error) {
    await prism.stop();
    throw error;
  }
}

function startBasePathForwarder(basePath: string, prism: RunningPrism, port: number): Promise<{ origin: string; stop: () => Promise<void> }> {
  const upstream = new URL(prism.baseUrl);
  const server: Server = createServer((incoming, outgoing) => {
    const url = incoming.url ?? '/';
    if (url !== basePath && !url.startsWith(`${basePath}/`) && !url.startsWith(`${basePath}?`)) {
      outgoing.writeHead(404, { 'content-type': 'application/problem+json' });
      outgoing.end(JSON.stringify({ type: 'about:blank', title: `Paths of this contract start with ${basePath}`, status: 404, detail: url }));
      return;
    }
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: url.slice(basePath.length) || '/',
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(String(error));
    });
    incoming.pipe(forward);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${port}`,
        stop: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
