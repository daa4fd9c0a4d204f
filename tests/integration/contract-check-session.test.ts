import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetMockSettings } from '@mocks/config';
import { clearScenarios } from '@mocks/scenarios';
import { startMockServer } from '@mocks/server';
import { runConformance } from '../../scripts/lib/conformance/run';
import { passed, totalsOf, type ConformanceResult } from '../../scripts/lib/conformance/types';
import { freePort } from '../../scripts/lib/free-port';

/**
 * Issue 45: the README's own example (`curl '…?scenario=verifyImei:noEsim'`, no session) leaves
 * its scenarios on the mock server's shared default session, where they override Prefer for
 * everyone. contract:check must not be skewed by them: against the mock server it works in a
 * session of its own, and wherever the target is, an answer a scenario chose fails the check.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const CHECKED_FILE = 'payments-api.yaml';
/** The README's example, with a scenario of the checked file joined to it. */
const LEFTOVER = '/api/core/captacion/imei/verificacion?scenario=verifyImei:noEsim,listActiveRecurringTopUps:listFailed';

const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

function close(server: Server | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (!server) return resolve();
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/** A gateway that forwards everything to the mock server but drops the session a client names. */
function sessionStrippingProxy(upstream: string): Server {
  const origin = new URL(upstream);
  return createServer((incoming, outgoing) => {
    const headers: Record<string, string | string[] | undefined> = { ...incoming.headers, host: origin.host };
    delete headers['x-mock-session'];
    delete headers.cookie;
    const forwarded = httpRequest({ host: origin.hostname, port: origin.port, path: incoming.url, method: incoming.method, headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
}

let mockServer: Server;
let target: string;

beforeAll(async () => {
  mockServer = await startMockServer({ host: '127.0.0.1', port: await freePort(), allowedOrigins: [] });
  target = urlOf(mockServer);
  const left = await fetch(`${target}${LEFTOVER}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ IMEI: '356938035643809' }),
  });
  expect(left.headers.get('x-mock-session')).toBe('default');
  expect(left.headers.get('x-mock-source')).toBe('scenario:noEsim');
});
afterAll(async () => {
  await close(mockServer);
  resetMockSettings();
  clearScenarios();
});

type Sessions = { sessions: { id: string; scenarios: Record<string, string> }[] };

describe('contract:check against the mock server, with scenarios left on its shared session', () => {
  let result: ConformanceResult;

  beforeAll(async () => {
    result = await runConformance({ target, files: [CHECKED_FILE], cases: 3 });
  });

  it('works in a session of its own, which the leftover scenarios cannot reach, and passes', () => {
    expect(result.mockSession).toMatch(/^contract-check-[0-9a-f-]{36}$/);
    expect(totalsOf(result)).toMatchObject({ violations: 0, unreachable: 0, findings: 0 });
    expect(passed(result)).toBe(true);
    const listing = result.files[0]?.operations.find((operation) => operation.operationId === 'listActiveRecurringTopUps');
    // Every named example comes back as asked, where the scenario would have answered listFailed.
    for (const request of listing?.requests ?? []) if (request.asked) expect(request.status, request.label).toBe(request.asked.status);
  });

  it('leaves the shared session as it found it and forgets its own', async () => {
    const { sessions } = (await (await fetch(`${target}/__mock/sessions`)).json()) as Sessions;
    expect(sessions.map((session) => session.id)).toEqual(['default']);
    expect(sessions[0]?.scenarios).toEqual({ verifyImei: 'noEsim', listActiveRecurringTopUps: 'listFailed' });
  });
});

describe('contract:check through a gateway that drops the session', () => {
  let proxy: Server;
  let reportDir: string;
  let exitCode: number | null;
  let output: string;

  beforeAll(async () => {
    proxy = sessionStrippingProxy(target);
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    reportDir = await mkdtemp(path.join(tmpdir(), 'contract-check-session-'));
    ({ exitCode, output } = await new Promise<{ exitCode: number | null; output: string }>((resolve) => {
      execFile(
        TSX,
        ['scripts/contract-check.ts', '--target', urlOf(proxy), '--service', CHECKED_FILE, '--report', reportDir, '--cases', '3'],
        { cwd: ROOT, env: { ...process.env, REDOCLY_TELEMETRY: 'off' } },
        (error, stdout, stderr) => resolve({ exitCode: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: stdout + stderr }),
      );
    }));
  });
  afterAll(async () => {
    await close(proxy);
    await rm(reportDir, { recursive: true, force: true });
  });

  it('fails, naming the scenario that chose the answers in the console', () => {
    expect(exitCode, output).toBe(1);
    expect(output).toContain("The target is the project's mock server: this run works in a mock session of its own");
    expect(output).toMatch(/✗ listActiveRecurringTopUps: \d+ requests, \d+ violations/);
    expect(output).toMatch(/✗ example activeTopUps: x-mock-source: scenario:listFailed, a scenario the check did not ask for/);
    expect(output).toMatch(/✗ asked-outcome \(answer chosen by the request, not by a scenario left on the target\): .*scenario:listFailed/);
    expect(output).toMatch(/^contract:check FAILED: /m);
    // The operations no scenario was left for pass.
    expect(output).toMatch(/✓ getPaymentPlugin: /);
  });

  it('reports it in the Markdown report and the JUnit XML', async () => {
    const markdown = await readFile(path.join(reportDir, 'contract-check.md'), 'utf8');
    expect(markdown).toMatch(/`response\.header\.x-mock-source` x-mock-source: scenario:listFailed, .* \(Error, unasked-scenario\): example activeTopUps/);
    expect(markdown).toContain('#### ✗ listActiveRecurringTopUps: asked-outcome');
    const junit = await readFile(path.join(reportDir, 'contract-check.junit.xml'), 'utf8');
    expect(junit).toMatch(/<failure type="violation"[^>]*>[^<]*example activeTopUps: response\.header\.x-mock-source x-mock-source: scenario:listFailed/);
    expect(junit).toMatch(
      /<failure type="asked-outcome" message="asked-outcome: expected an answer chosen by the request or by the target itself, got x-mock-source: scenario:listFailed/,
    );
  });
});
