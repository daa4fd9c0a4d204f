import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetMockSettings } from '@mocks/config';
import { clearScenarios } from '@mocks/scenarios';
import { startMockServer } from '@mocks/server';
import { startStateBugServer } from './fixtures/state-bug-server';
import { runSequences } from '../../scripts/lib/conformance/generated/stateful';
import { closeConnections } from '../../scripts/lib/conformance/generated/transport';
import { freePort } from '../../scripts/lib/free-port';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
/** The files of the four sequences; one valid case per operation keeps the earlier phases short, their boundary and invalid passes whole. */
const FILES = ['main-api.yaml', 'payments-api.yaml'];
const SEQUENCES = ['registration', 'login-logout', 'recovery', 'recurring-top-up'];

function run(command: string, args: string[]): Promise<{ exitCode: number; output: string }> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd: ROOT, env: { ...process.env, REDOCLY_TELEMETRY: 'off' }, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ exitCode: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: stdout + stderr }),
    );
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

let upstream: Server;
let upstreamPort: number;

beforeAll(async () => {
  upstreamPort = await freePort();
  upstream = await startMockServer({ host: '127.0.0.1', port: upstreamPort, allowedOrigins: [] });
});
afterAll(async () => {
  closeConnections();
  await close(upstream);
  resetMockSettings();
  clearScenarios();
});

describe('the stateful sequences against the mock server', () => {
  it('pass, every one, with values carried from answer to request', async () => {
    const sequences = await runSequences({ target: `http://127.0.0.1:${upstreamPort}`, files: FILES, seed: 1, timeoutMs: 10_000 });
    expect(sequences.map((sequence) => [sequence.name, sequence.outcome, sequence.skipped ?? sequence.failure])).toEqual(
      SEQUENCES.map((name) => [name, 'passed', undefined]),
    );
    const registration = sequences[0];
    expect(registration?.steps.map((step) => step.operationId)).toEqual([
      'generateRegisterOtp',
      'validateRegisterOtp',
      'validateRegisterOtp',
      'validateRegisterOtp',
      'registerUser',
      'getConsumption',
      'registerUser',
      'generateRegisterOtp',
    ]);
    // The uuid of the code and the token of the new user flow into later steps; the comments say from where.
    expect(registration?.curl).toContain("# 5. registerUser: the user is created with the uuid of the code (uuid from step 3's /uuid)");
    expect(registration?.curl).toContain("# 6. getConsumption: the new user's session reads the balance (access from step 5's /access)");
    const recurring = sequences[3];
    expect(recurring?.curl).toMatch(
      /# 3\. deactivateRecurringTopUp: .*id from step 2's \/lista\/0\/id\)\ncurl -i -X POST 'http:\/\/127\.0\.0\.1:\d+\/v2\/servicio\//,
    );
  });
});

/**
 * Each bug of state alone, against the sequences: the one sequence that reads its effect fails,
 * the others pass. That the earlier phases see neither bug is shown once, below, by a whole
 * `contract:check` against a server with both: the bugs touch different operations, so neither
 * hides the other, and one run of the earlier phases costs half of two.
 */
describe.each([
  {
    bug: 'logout-keeps-session' as const,
    caughtBy: 'login-logout',
    step: 6,
    operationId: 'getConsumption',
    does: 'the token of the ended session reads nothing',
  },
  // With no earlier phase, the first wrong code comes before any right one: the wrong code after it fails.
  {
    bug: 'any-code-after-one' as const,
    caughtBy: 'registration',
    step: 4,
    operationId: 'validateRegisterOtp',
    does: 'a wrong code is still refused after the right one passed',
  },
])('a server whose $bug', ({ bug, caughtBy, step, operationId, does }) => {
  it(`fails the ${caughtBy} sequence alone, at step ${step}`, async () => {
    const bugged = await startStateBugServer([bug], upstreamPort);
    try {
      const sequences = await runSequences({ target: bugged.origin, files: FILES, seed: 1, timeoutMs: 10_000 });
      expect(sequences.map((sequence) => [sequence.name, sequence.outcome])).toEqual(SEQUENCES.map((name) => [name, name === caughtBy ? 'failed' : 'passed']));
      const failed = sequences.find((sequence) => sequence.name === caughtBy);
      expect(failed?.failure).toMatchObject({ step, operationId, does, check: 'state' });
      expect(failed?.steps).toHaveLength(step);
      expect(failed?.curl.split('\n').filter((line) => line.startsWith('curl '))).toHaveLength(step);
    } finally {
      await bugged.stop();
    }
  });
});

describe('contract:check against a server with both bugs of state', () => {
  let bugged: { origin: string; stop: () => Promise<void> };
  let reportDir: string;
  let result: { exitCode: number; output: string };

  beforeAll(async () => {
    bugged = await startStateBugServer(['logout-keeps-session', 'any-code-after-one'], upstreamPort);
    reportDir = await mkdtemp(path.join(tmpdir(), 'contract-check-stateful-'));
    const services = FILES.flatMap((file) => ['--service', file]);
    result = await run(TSX, ['scripts/contract-check.ts', '--target', bugged.origin, ...services, '--cases', '1', '--seed', '3', '--report', reportDir]);
  });
  afterAll(async () => {
    await bugged.stop();
    await rm(reportDir, { recursive: true, force: true });
  });

  it('passes every earlier phase: the only findings are the two sequences that read the bugs', () => {
    const { exitCode, output } = result;
    expect(exitCode, output).toBe(1);
    // No violation, no unreachable request, no finding nor warning of any operation: two findings in all, the sequences'.
    expect(output).toMatch(
      /^contract:check FAILED: 2 contract files, 76 operations, \d+ requests, 0 violations, 0 unreachable, 2 findings, 0 warnings, 4 sequences \(2 failed\) \(0 operations failed\)/m,
    );
    expect(output).not.toMatch(/\[[\w-]+\.yaml \d+\/\d+\] [✗!] /);
    // The example phase asked the server for otpValid (Prefer), so the registration's first wrong code already passes.
    expect(output).toMatch(
      /\[sequence 1\/4\] ✗ registration: 2 steps sent\n\s+✗ step 2 validateRegisterOtp \(a wrong code is refused\): state: expected status 200 with \/success = false, got status 200 with \/success = true/,
    );
    expect(output).toMatch(
      /\[sequence 2\/4\] ✗ login-logout: 6 steps sent\n\s+✗ step 6 getConsumption \(the token of the ended session reads nothing\): state: expected status 401, or status 200 with \/success = false, got status 200 with \/success = true/,
    );
    // The project's mock server behind passes the other two after the earlier phases.
    expect(output).toMatch(/\[sequence 3\/4\] ✓ recovery: 6 steps sent/);
    expect(output).toMatch(/\[sequence 4\/4\] ✓ recurring-top-up: 5 steps sent/);
  });

  it('reports each failed sequence whole as curl commands, secrets redacted, in the console, the Markdown report and the JUnit XML', async () => {
    const markdown = await readFile(path.join(reportDir, 'contract-check.md'), 'utf8');
    expect(markdown).toContain('## Stateful sequences: 2 failed');
    const block =
      /#### ✗ Sequence login-logout, step 6 \(getConsumption\): the token of the ended session reads nothing\n[\s\S]*?```sh\n([\s\S]*?)\n```/.exec(
        markdown,
      )?.[1] ?? '';
    const commands = block.split('\n').filter((line) => line.startsWith('curl '));
    expect(commands).toHaveLength(6);
    expect(block).toContain("# 5. logoutLegacy: the logout ends the session (access from step 2's /access)");
    expect(commands[4]).toMatch(
      /^curl -i -X POST 'http:\/\/127\.0\.0\.1:\d+\/conn\/page\/api\/app\/logout' -H 'content-type: application\/json' --data-raw '\{"operation":"logout","numero":"\d{10}","access":"\[redactado\]"\}'$/,
    );
    expect(markdown).toMatch(/#### ✗ Sequence registration, step 2 \(validateRegisterOtp\): a wrong code is refused\n/);
    // Neither the password nor a token reaches a report or the console.
    for (const text of [markdown, result.output]) {
      expect(text).not.toContain('Bait#2026x');
      expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
    }
    expect(result.output).toContain(commands[4]);

    const junit = await readFile(path.join(reportDir, 'contract-check.junit.xml'), 'utf8');
    expect(junit).toMatch(/<testsuite name="stateful sequences" tests="4" failures="2" errors="0" skipped="0"/);
    expect(junit).toMatch(
      /<testcase classname="stateful sequences" name="login-logout: [^"]+"[^>]*>\s*<failure type="state" message="state: step 6 getConsumption[^"]*reproduce: curl -i -X POST &apos;http:\/\/127\.0\.0\.1:\d+\/conn\/page\/api\/bait\/api\/aplicacion\/acceso&apos;/,
    );
  });
});
