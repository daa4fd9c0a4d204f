import { describe, expect, it } from 'vitest';
import { VALID_OTP_CODE } from '@mocks/behaviors/otp';
import { WRONG_CREDENTIAL } from '@mocks/behaviors/session';
import { operations } from '@mocks/generated';
import { SEQUENCES, TEST_DATA } from '../../scripts/lib/conformance/generated/sequences';
import type { SequenceResult } from '../../scripts/lib/conformance/generated/stateful';
import { junitReport } from '../../scripts/lib/conformance/junit-report';
import { markdownReport } from '../../scripts/lib/conformance/markdown-report';
import { passed, summaryLine, totalsOf, type ConformanceResult } from '../../scripts/lib/conformance/types';

describe('the table of stateful sequences', () => {
  it('uses the test data the mock server keeps: the code that passes, the password that fails', () => {
    expect(TEST_DATA.rightCode).toBe(VALID_OTP_CODE);
    expect(TEST_DATA.wrongPassword).toBe(WRONG_CREDENTIAL);
    expect(TEST_DATA.wrongCode).not.toBe(VALID_OTP_CODE);
    expect(TEST_DATA.newPassword).not.toBe(TEST_DATA.password);
  });

  it('names operations of the files each sequence declares, and saves every value before a step uses it', () => {
    const names = SEQUENCES.map((sequence) => sequence.name);
    expect(new Set(names).size).toBe(names.length);
    for (const sequence of SEQUENCES) {
      const services = sequence.files.map((file) => file.replace(/\.yaml$/, ''));
      const known = new Set(Object.keys(sequence.given ?? {}));
      for (const [index, step] of sequence.steps.entries()) {
        const operation = operations.find((candidate) => candidate.operationId === step.operationId);
        expect(operation && services.includes(operation.service), `${sequence.name} step ${index + 1}: ${step.operationId}`).toBe(true);
        const request = JSON.stringify([step.path, step.query, step.header, step.body]);
        for (const [, name] of request.matchAll(/\{\{(\w+)\}\}/g))
          expect(known.has(name as string), `${sequence.name} step ${index + 1} uses ${name}`).toBe(true);
        for (const name of Object.keys(step.save ?? {})) known.add(name);
      }
    }
  });
});

const failed: SequenceResult = {
  name: 'login-logout',
  title: 'Login, the session read, logout, then the same token is refused',
  outcome: 'failed',
  steps: [
    { step: 1, operationId: 'logoutLegacy', does: 'the logout ends the session', status: 200, durationMs: 4 },
    { step: 2, operationId: 'getConsumption', does: 'the token of the ended session reads nothing', status: 200, durationMs: 3 },
  ],
  failure: {
    step: 2,
    operationId: 'getConsumption',
    does: 'the token of the ended session reads nothing',
    check: 'state',
    expected: 'status 401, or status 200 with /success = false',
    actual: 'status 200 with /success = true',
  },
  curl: [
    '# 1. logoutLegacy: the logout ends the session',
    `curl -i -X POST 'http://127.0.0.1:4020/conn/page/api/app/logout' -H 'content-type: application/json' --data-raw '{"access":"[redactado]"}'`,
    "# 2. getConsumption: the token of the ended session reads nothing (access from step 1's /access)",
    `curl -i -X POST 'http://127.0.0.1:4020/conn/page/api/app/consumoV3' -H 'content-type: application/json' --data-raw '{"access":"[redactado]"}'`,
  ].join('\n'),
  durationMs: 9,
};

const skipped: SequenceResult = {
  name: 'recurring-top-up',
  title: 'A recurring top-up is deactivated',
  outcome: 'skipped',
  steps: [{ step: 1, operationId: 'getBasicProfile', does: "the customer's uuid is read", status: 404, durationMs: 2 }],
  skipped: 'step getBasicProfile needs a profile for the line 5512345678: expected status 200, got status 404',
  curl: "# 1. getBasicProfile: the customer's uuid is read\ncurl -i -X GET 'http://127.0.0.1:4020/api/core/bait/servicio/perfil/basico/5512345678'",
  durationMs: 2,
};

const result: ConformanceResult = {
  target: 'http://127.0.0.1:4020',
  startedAt: '2026-12-02T10:00:00.000Z',
  durationMs: 1_000,
  files: [{ file: 'main-api.yaml', baseUrl: 'http://127.0.0.1:4020', prefer: { used: false, reason: 'test' }, operations: [], durationMs: 900 }],
  sequences: [failed, skipped, { ...failed, name: 'registration', outcome: 'passed', failure: undefined }],
};

describe('a sequence in the reports', () => {
  it('counts a failed sequence as a finding and its steps as generated requests; a skipped one as a warning', () => {
    expect(totalsOf(result)).toMatchObject({ requests: 5, generatedRequests: 5, findings: 1, warnings: 1 });
    expect(passed(result)).toBe(false);
    expect(passed({ ...result, sequences: [skipped] })).toBe(true);
    expect(summaryLine(result)).toMatch(/, 1 findings, 1 warnings, 3 sequences \(1 failed\) \(0 operations failed\)/);
  });

  it('shows the failed one whole in Markdown: the step, what it expected and got, every curl command', () => {
    const markdown = markdownReport(result);
    expect(markdown).toContain('## Stateful sequences: 1 failed');
    expect(markdown).toContain(
      '| recurring-top-up: A recurring top-up is deactivated | 1 | skipped: step getBasicProfile needs a profile for the line 5512345678: expected status 200, got status 404 |',
    );
    expect(markdown).toContain(
      [
        '#### ✗ Sequence login-logout, step 2 (getConsumption): the token of the ended session reads nothing',
        '',
        '- sequence: Login, the session read, logout, then the same token is refused',
        '- check: state (the effect of an earlier step)',
        '- expected: status 401, or status 200 with /success = false',
        '- actual: status 200 with /success = true',
        '',
        '```sh',
        failed.curl,
        '```',
      ].join('\n'),
    );
  });

  it('gives the sequences a JUnit suite of their own: a failure with the reproducing commands, a skip with its reason', () => {
    const junit = junitReport(result);
    expect(junit).toMatch(/<testsuites name="contract:check" tests="3" failures="1" errors="0"/);
    expect(junit).toContain('<testsuite name="stateful sequences" tests="3" failures="1" errors="0" skipped="1"');
    expect(junit).toContain(
      'message="state: step 2 getConsumption (the token of the ended session reads nothing): expected status 401, or status 200 with /success = false, got status 200 with /success = true; ' +
        'reproduce: curl -i -X POST &apos;http://127.0.0.1:4020/conn/page/api/app/logout&apos;',
    );
    expect(junit).toContain('<skipped message="step getBasicProfile needs a profile for the line 5512345678');
  });
});
