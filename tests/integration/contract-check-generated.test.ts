import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationDefinition } from '@mocks/engine/types';
import { operations } from '@mocks/generated';
import { BREACHED_OPERATIONS, startBreachedPaymentsServer, type BreachedServer } from './fixtures/breached-payments-server';
import { runGeneratedPhase } from '../../scripts/lib/conformance/generated/phase';
import { closeConnections } from '../../scripts/lib/conformance/generated/transport';
import { freePort } from '../../scripts/lib/free-port';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
/** Enough valid cases to meet every breach, few enough to keep the integration stage short. */
const CASES = 20;

function run(command: string, args: string[]): Promise<{ exitCode: number; output: string }> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd: ROOT, env: { ...process.env, REDOCLY_TELEMETRY: 'off' }, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ exitCode: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: stdout + stderr }),
    );
  });
}

/** The ```sh blocks of the Markdown report's findings, per operation. */
function reproducers(markdown: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of markdown.matchAll(/#### ✗ (\w+): [\s\S]*?```sh\n([\s\S]*?)\n```/g)) found.set(match[1] as string, match[2] as string);
  return found;
}

describe('contract:check against a server that answers every example and breaks on other input', () => {
  let breached: BreachedServer;
  let reportDir: string;
  let result: { exitCode: number; output: string };
  let proxyPort: number;

  beforeAll(async () => {
    breached = await startBreachedPaymentsServer();
    reportDir = await mkdtemp(path.join(tmpdir(), 'contract-check-generated-'));
    proxyPort = await freePort();
    result = await run(TSX, [
      'scripts/contract-check.ts',
      '--target',
      breached.origin,
      '--service',
      'payments-api.yaml',
      '--cases',
      String(CASES),
      '--seed',
      '7',
      '--proxy-port',
      String(proxyPort),
      '--report',
      reportDir,
    ]);
  });
  afterAll(async () => {
    await breached.stop();
    await rm(reportDir, { recursive: true, force: true });
  });

  it('fails with the three breaches and nothing else, the example phase clean', () => {
    const { exitCode, output } = result;
    expect(exitCode, output).toBe(1);
    expect(output).toContain('Seed 7 (replay with --seed 7)');
    expect(output).toContain(`Prism proxies on ports ${proxyPort} to ${proxyPort}, in the order above`);
    expect(output).toMatch(/^contract:check FAILED: 1 contract files, 4 operations, \d+ requests, 0 violations, 0 unreachable, 3 findings, 0 warnings/m);
    for (const [operationId, check] of Object.entries(BREACHED_OPERATIONS)) {
      expect(output).toMatch(new RegExp(`✗ ${operationId}: generated \\d+ requests, 1 findings\\n\\s+✗ ${check} `));
    }
    expect(output).toMatch(/✓ chargePayment: generated \d+ requests, 0 findings/);
    // Every example came back right: the example phase's lines all pass.
    expect(output).not.toMatch(/\[payments-api\.yaml \d\/4\] ✗ \w+: \d+ requests/);
  });

  it('gives each finding a curl command that, run by hand, shows the breach', async () => {
    const markdown = await readFile(path.join(reportDir, 'contract-check.md'), 'utf8');
    const commands = reproducers(markdown);
    expect([...commands.keys()].sort()).toEqual(Object.keys(BREACHED_OPERATIONS).sort());
    const serverError = await run('sh', ['-c', commands.get('listActiveRecurringTopUps') ?? 'false']);
    expect(serverError.output).toMatch(/^HTTP\/1\.1 500/);
    const accepted = await run('sh', ['-c', commands.get('deactivateRecurringTopUp') ?? 'false']);
    expect(accepted.output).toMatch(/^HTTP\/1\.1 200/);
    expect(commands.get('deactivateRecurringTopUp')).toContain('campoDesconocido');
    const schemaBreak = await run('sh', ['-c', commands.get('getPaymentPlugin') ?? 'false']);
    expect(schemaBreak.output).toContain('"success":"no"');
    expect(markdown).toContain('- schema path: `#/properties/success/type`');
  });

  it('writes one JUnit test case per operation and check, the reproducer in each failure message', async () => {
    const junit = await readFile(path.join(reportDir, 'contract-check.junit.xml'), 'utf8');
    const failures = [...junit.matchAll(/<testcase classname="payments-api\.yaml" name="([^"]+)"[^>]*>\s*<failure type="([^"]+)" message="([^"]+)"/g)];
    expect(failures.map((match) => [match[1]?.split(' ')[0], match[2]]).sort()).toEqual(Object.entries(BREACHED_OPERATIONS).sort());
    for (const match of failures) expect(match[3]).toMatch(/reproduce: curl -i -X (GET|POST) &apos;http:\/\/127\.0\.0\.1:\d+\/v2\//);
    expect(junit).toMatch(/name="chargePayment generated: invalid request refused with a 4xx"/);
  });
});

describe('contract:check usage', () => {
  it('refuses a --proxy-port without room for one port per file, before starting anything', async () => {
    const { exitCode, output } = await run(TSX, ['scripts/contract-check.ts', '--target', 'http://127.0.0.1:9', '--proxy-port', '65530']);
    expect(exitCode).toBe(2);
    expect(output).toContain('--proxy-port must be a port from 1 to 65528 (one port per contract file from there: 8 files)');
  });
});

describe('the generated phase against a target that misbehaves', () => {
  let server: Server;
  let baseUrl: string;
  const byId = (operationId: string) => {
    const operation = operations.find((candidate) => candidate.operationId === operationId);
    if (!operation) throw new Error(operationId);
    return operation;
  };

  beforeAll(async () => {
    server = createServer((incoming, outgoing) => {
      incoming.resume();
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      if (url.pathname === '/pares') {
        // Refuses what the contract refuses, and fails on every odd number above 3: no boundary is one.
        const n = url.searchParams.has('n') ? Number(url.searchParams.get('n')) : Number.NaN;
        const status = !Number.isInteger(n) || n < 0 || n > 1000 ? 422 : n % 2 === 1 && n > 3 ? 500 : 200;
        outgoing.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: status === 200 }));
        return;
      }
      if (incoming.url?.startsWith('/assets/config/feature-flags.json')) {
        outgoing.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Mantenimiento</title>');
        return;
      }
      // Headers and half a body, then the connection is gone.
      outgoing.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      outgoing.write('{"success":');
      setTimeout(() => outgoing.destroy(), 20);
    });
    baseUrl = await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
  });
  afterAll(async () => {
    closeConnections();
    await new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  });

  it('shrinks a failure of the random cases to the smallest request that still fails', async () => {
    const evens: OperationDefinition = {
      service: 'test',
      operationId: 'listEvens',
      method: 'get',
      path: '/pares',
      tags: [],
      parameters: [{ name: 'n', in: 'query', required: true, schema: { type: 'integer', minimum: 0, maximum: 1000 } }],
      responses: [{ status: 200, description: 'ok', contentType: 'application/json', schema: { type: 'object' }, examples: [] }],
    };
    const result = await runGeneratedPhase(evens, { baseUrl, seed: 1, cases: 30, timeoutMs: 5_000 });
    // With seed 1, fast-check's shrinker walks the first failing number down to 7, an odd number above 3 that still fails.
    expect(result.findings.map((finding) => [finding.check, finding.actual, finding.found, finding.curl])).toEqual([
      ['not-server-error', '500', expect.stringMatching(/^valid case \d+, shrunk in [1-9]\d* steps$/), `curl -i -X GET '${baseUrl}/pares?n=7'`],
    ]);
  });

  it('reports an HTML answer as a wrong content type and a body that is not JSON', async () => {
    const result = await runGeneratedPhase(byId('getFeatureFlags'), { baseUrl, seed: 1, cases: 3, timeoutMs: 5_000 });
    expect(result.findings.map((finding) => [finding.check, finding.actual])).toEqual([
      ['content-type', 'text/html'],
      ['response-schema', 'not JSON: <!doctype html><title>Mantenimiento</title>'],
    ]);
  });

  it('reports a connection closed midway once, and stops that operation', async () => {
    const result = await runGeneratedPhase(byId('getGuestEsimSetting'), { baseUrl, seed: 1, cases: 3, timeoutMs: 5_000 });
    expect(result.requests).toBe(1);
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]).toMatchObject({ check: 'reachable', actual: expect.stringMatching(/closed before the answer was complete/) });
  });

  it('reports a target that is down per operation, never as a crash', async () => {
    const down = `http://127.0.0.1:${await freePort()}`;
    for (const operationId of ['getFeatureFlags', 'getPageBanners']) {
      const result = await runGeneratedPhase(byId(operationId), { baseUrl: down, seed: 1, cases: 3, timeoutMs: 5_000 });
      expect(result.findings.map((finding) => finding.check)).toEqual(['reachable']);
      expect(result.findings[0]?.actual).toMatch(/ECONNREFUSED/);
      expect(result.findings[0]?.curl).toMatch(/^curl -i -X GET 'http:\/\/127\.0\.0\.1:\d+\/(assets|resources)\//);
    }
  });
});
