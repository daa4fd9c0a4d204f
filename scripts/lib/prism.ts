import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort } from './free-port';

const PRISM_PACKAGE = '@stoplight/prism-cli';

export type PrismInstall = { bin: string; version: string };

/**
 * Prism's command as Node resolves it from here: the site's devDependency, or the contract
 * package's optional dependency (scripts/contract-pack.ts), which a backend team may leave out.
 */
export function installedPrism(): PrismInstall | undefined {
  let manifestPath: string;
  try {
    manifestPath = createRequire(import.meta.url).resolve(`${PRISM_PACKAGE}/package.json`);
  } catch {
    return undefined;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { version: string; bin: Record<string, string> };
  const bin = manifest.bin.prism;
  return bin ? { bin: path.resolve(path.dirname(manifestPath), bin), version: manifest.version } : undefined;
}
// Generous: the integration tests start Prism beside the browser tests, on busy cores (decision 193).
const STARTUP_TIMEOUT_MS = 90_000;

export type RunningPrism = { baseUrl: string; stop: () => Promise<void>; /** Of its process group. */ pid: number | undefined };
/** port: listen there instead of on a free port (the caller has checked that it is free). */
export type PrismOptions = { port?: number };

/** Starts `prism mock` on a contract file, on 127.0.0.1 and a free port; stop() ends its whole process group. */
export function startPrismMock(contractFile: string, options: PrismOptions = {}): Promise<RunningPrism> {
  return startPrism(['mock', contractFile], options);
}

/**
 * Starts `prism proxy --errors`: answers that break the contract become 500 problem+json.
 * errors: false passes the upstream answer through and lists the violations only in the
 * `sl-violations` header, so the upstream status stays visible.
 */
export function startPrismProxy(contractFile: string, upstream: string, options: PrismOptions & { errors?: boolean } = {}): Promise<RunningPrism> {
  return startPrism(['proxy', contractFile, upstream, ...(options.errors === false ? [] : ['--errors'])], options);
}

async function startPrism(args: string[], options: PrismOptions): Promise<RunningPrism> {
  const prism = installedPrism();
  if (!prism) throw new Error(`Prism is not installed (${PRISM_PACKAGE} cannot be resolved)`);
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [prism.bin, ...args, '--host', '127.0.0.1', '--port', String(port)], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForListening(child, port);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () => stopProcessGroup(child),
    pid: child.pid,
  };
}

function waitForListening(child: ChildProcess, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void stopProcessGroup(child);
      reject(new Error(`Prism did not start within ${STARTUP_TIMEOUT_MS} ms:\n${output}`));
    }, STARTUP_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`Prism is listening on http://127.0.0.1:${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${String(code)} before listening:\n${output}`));
    });
  });
}

function stopProcessGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.pid === undefined) return resolve();
    child.once('exit', () => resolve());
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      resolve();
    }
  });
}
