import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_PROFILES, initialiseMockSettings, resetMockSettings } from '@mocks/config';
import { operations } from '@mocks/generated';
import { clearScenarios } from '@mocks/scenarios';
import { startMockServer } from '@mocks/server';
import { invalidCases, requestArbitrary, smallestRequest } from '../../scripts/lib/conformance/generated/operation-cases';
import { runGeneratedPhase } from '../../scripts/lib/conformance/generated/phase';
import { toWire } from '../../scripts/lib/conformance/generated/request-model';
import { closeConnections, sendToTarget } from '../../scripts/lib/conformance/generated/transport';
import { namedOutcomes, preferHeaderFor, statusesToAskWithoutExamples } from '../../scripts/lib/conformance/plan';
import { runConformance } from '../../scripts/lib/conformance/run';
import { passed, totalsOf, type ConformanceResult } from '../../scripts/lib/conformance/types';
import { freePort } from '../../scripts/lib/free-port';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
/** One small file keeps `npm test` fast; it has a server base path (/v2), so that is covered too. */
const CHECKED_FILE = 'payments-api.yaml';

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

function close(server: Server | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (!server) return resolve();
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

describe('contract:check against the mock server', () => {
  let server: Server;
  let result: ConformanceResult;

  beforeAll(async () => {
    server = await startMockServer({ host: '127.0.0.1', port: await freePort(), allowedOrigins: [] });
    const target = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // A few generated cases: the mock server must pass its own bar there too (issue 37).
    result = await runConformance({ target, files: [CHECKED_FILE], cases: 10 });
  });
  afterAll(async () => {
    await close(server);
    resetMockSettings();
    clearScenarios();
  });

  it('passes with zero violations, asking for every named example with Prefer', () => {
    expect(result.files.map((file) => file.error)).toEqual([undefined]);
    const totals = totalsOf(result);
    expect(totals).toMatchObject({ violations: 0, unreachable: 0, failedOperations: 0, findings: 0, warnings: 0 });
    expect(totals.generatedRequests).toBeGreaterThan(0);
    expect(passed(result)).toBe(true);

    const [file] = result.files;
    expect(file?.prefer.used).toBe(true);
    expect(file?.baseUrl).toMatch(/\/v2$/);
    const serviceOperations = operations.filter((operation) => operation.service === 'payments-api');
    expect(file?.operations.map((operation) => operation.operationId)).toEqual(serviceOperations.map((operation) => operation.operationId));
    for (const operation of serviceOperations) {
      const replayed = file?.operations.find((candidate) => candidate.operationId === operation.operationId);
      // Every named example, then every declared status without one but a gateway's, then the plain request.
      const statusesWithoutExamples = statusesToAskWithoutExamples(operation);
      expect(replayed?.requests.map((request) => request.prefer)).toEqual([
        ...namedOutcomes(operation).map((outcome) => outcome.prefer),
        ...statusesWithoutExamples.map((response) => preferHeaderFor(response.status)),
        undefined,
      ]);
      // The mock server honours Prefer: every example comes back with the status it was asked for.
      for (const request of replayed?.requests ?? []) {
        if (request.asked) expect(request.status, request.label).toBe(request.asked.status);
        expect(request.path.startsWith('/v2/'), request.path).toBe(true);
      }
    }
  });
});

/** The payment service, broken on purpose: one breach per operation. */
function brokenPayments(incoming: IncomingMessage, outgoing: ServerResponse): void {
  const url = new URL(incoming.url ?? '/', 'http://localhost');
  const json = (status: number, body: unknown) => {
    outgoing.writeHead(status, { 'content-type': 'application/json' });
    outgoing.end(JSON.stringify(body));
  };
  incoming.resume();
  if (url.pathname === '/v2/servicio/angular/plugin') return json(200, { success: 'sí' });
  if (/^\/v2\/servicio\/angular\/[^/]+\/[^/]+\/cobrar$/.test(url.pathname)) return json(200, { mensaje: 'Cobro hecho' });
  if (/^\/v2\/servicio\/[^/]+\/recurrencia\/activas$/.test(url.pathname)) return json(418, { success: true, lista: [] });
  if (/^\/v2\/servicio\/[^/]+\/recurrencia\/desactivar$/.test(url.pathname)) {
    outgoing.writeHead(200, { 'content-type': 'text/plain' });
    outgoing.end('desactivada');
    return;
  }
  json(404, { success: false });
}

describe('the mock server under the generated phase (its own bar, issue 37)', () => {
  let server: Server;
  let baseUrl: string;
  const payments = operations.filter((operation) => operation.service === 'payments-api');

  beforeAll(async () => {
    server = await startMockServer({ host: '127.0.0.1', port: await freePort(), allowedOrigins: [] });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`;
  });
  afterAll(async () => {
    closeConnections();
    await close(server);
    initialiseMockSettings({});
    resetMockSettings();
    clearScenarios();
  });

  it('answers every invalid request 422 problem+json', async () => {
    for (const operation of payments) {
      const base = smallestRequest(requestArbitrary(operation), 1);
      for (const planned of invalidCases(operation, base, 1)) {
        const answer = await sendToTarget(toWire(operation, planned.model, baseUrl), 5_000);
        expect(answer, `${operation.operationId} ${planned.label}`).toMatchObject({ status: 422, headers: { 'content-type': 'application/problem+json' } });
      }
    }
  });

  it.each(DATA_PROFILES)('gives schema-valid answers to valid requests in the %s profile', async (profile) => {
    initialiseMockSettings({ profile });
    for (const operation of payments) {
      const result = await runGeneratedPhase(operation, { baseUrl, seed: 3, cases: 5, timeoutMs: 5_000 });
      expect(result.findings, operation.operationId).toEqual([]);
      expect(result.checks['response-schema']?.run ?? 0, operation.operationId).toBeGreaterThan(0);
    }
  });
});

describe('contract:check against a server that breaks the contract', () => {
  let server: Server;
  let reportDir: string;
  let exitCode: number | null;
  let output: string;

  beforeAll(async () => {
    server = createServer(brokenPayments);
    const target = await listen(server);
    reportDir = await mkdtemp(path.join(tmpdir(), 'contract-check-'));
    ({ exitCode, output } = await new Promise<{ exitCode: number | null; output: string }>((resolve) => {
      execFile(
        TSX,
        // The example phase's reports are under test here; the generated phase has its own test.
        ['scripts/contract-check.ts', '--target', target, '--service', CHECKED_FILE, '--report', reportDir, '--examples-only'],
        { cwd: ROOT, env: { ...process.env, REDOCLY_TELEMETRY: 'off' } },
        (error, stdout, stderr) => resolve({ exitCode: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: stdout + stderr }),
      );
    }));
  });
  afterAll(async () => {
    await close(server);
    await rm(reportDir, { recursive: true, force: true });
  });

  it('fails, with progress and a one-line summary', () => {
    expect(exitCode, output).toBe(1);
    expect(output).toMatch(/\[payments-api\.yaml 1\/4\] ✗ getPaymentPlugin/);
    expect(output).toMatch(/^contract:check FAILED: 1 contract files, 4 operations, \d+ requests, \d+ violations, 0 unreachable/m);
  });

  it('names each breach with its operation and location in the Markdown report', async () => {
    const markdown = await readFile(path.join(reportDir, 'contract-check.md'), 'utf8');
    const sectionOf = (operationId: string) => {
      const start = markdown.indexOf(`### ✗ ${operationId}:`);
      expect(start, `${operationId} is reported as failed`).toBeGreaterThan(-1);
      const end = markdown.indexOf('\n### ', start + 1);
      return markdown.slice(start, end === -1 ? undefined : end);
    };
    // A wrong type.
    expect(sectionOf('getPaymentPlugin')).toMatch(/`response\.body\.success` .*must be boolean \(Error, type\)/);
    // A missing required field.
    expect(sectionOf('chargePayment')).toMatch(/`response\.body` .*required property 'success' \(Error, required\)/);
    // An undeclared status, with the status the server answered.
    const undeclared = sectionOf('listActiveRecurringTopUps');
    expect(undeclared).toMatch(/\| 418 \|/);
    expect(undeclared).toMatch(/`response` Unable to match the returned status code .* \(Warning\)/);
    // A wrong content type.
    expect(sectionOf('deactivateRecurringTopUp')).toMatch(/`response` The received media type "text\/plain" does not match/);
    // Without x-mock-source the server is not asked for outcomes.
    expect(markdown).toContain("Prefer not used: the target's first answer carries no x-mock-source header");
  });

  it('writes JUnit XML with a failed testcase per broken operation', async () => {
    const junit = await readFile(path.join(reportDir, 'contract-check.junit.xml'), 'utf8');
    expect(junit).toMatch(/<testsuite name="payments-api\.yaml" tests="4" failures="4" errors="0"/);
    expect(junit.match(/<failure type="violation"/g)).toHaveLength(4);
    expect(junit).toContain('response.body.success Response body property success must be boolean');
    expect(junit).toContain('media type &quot;text/plain&quot;');
  });
});

describe('contract:check against a target that does not answer', () => {
  it('counts every request as unreachable, reports it once per operation in the generated phase, and fails', async () => {
    const result = await runConformance({ target: `http://127.0.0.1:${await freePort()}`, files: ['ip-lookup-api.yaml'], timeoutMs: 5_000 });
    const totals = totalsOf(result);
    expect(totals.unreachable).toBe(totals.requests - totals.generatedRequests);
    expect(totals.unreachable).toBeGreaterThan(0);
    // The generated phase stops an operation at its first request that gets no answer.
    expect(totals.generatedRequests).toBe(totals.operations);
    expect(result.files[0]?.operations.map((operation) => operation.generated?.findings.map((finding) => finding.check))).toEqual([['reachable']]);
    expect(result.files[0]?.operations[0]?.requests[0]?.unreachable).toMatch(/ECONNREFUSED/);
    expect(passed(result)).toBe(false);
  });
});
