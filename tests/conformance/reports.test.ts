// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { junitReport, xmlEscape } from '../../scripts/lib/conformance/junit-report';
import { markdownCell, markdownCode, markdownReport } from '../../scripts/lib/conformance/markdown-report';
import { passed, summaryLine, totalsOf, type ConformanceResult, type RequestResult } from '../../scripts/lib/conformance/types';
import { redactedResult } from '../../scripts/lib/conformance/write-reports';

const answered = (overrides: Partial<RequestResult> = {}): RequestResult => ({
  label: 'schema-made (seed 1)',
  method: 'POST',
  path: '/api/core/captacion/imei/verificacion',
  status: 200,
  contentType: 'application/json',
  durationMs: 12,
  violations: [],
  ...overrides,
});

const wrongType = {
  location: 'response.body.mensaje',
  message: 'Response body property mensaje must be string <"a" & \'b\'>',
  severity: 'Error',
  code: 'type',
};

/** Two files: one with a violation found twice, an unreachable request and a tricky text; one that Prism could not check. */
const result: ConformanceResult = {
  target: 'http://127.0.0.1:4020',
  startedAt: '2026-11-23T10:00:00.000Z',
  durationMs: 2_500,
  files: [
    {
      file: 'main-api.yaml',
      baseUrl: 'http://127.0.0.1:4020',
      prefer: { used: true, reason: 'the target answers x-mock-source' },
      durationMs: 2_000,
      operations: [
        {
          operationId: 'verifyImei',
          method: 'POST',
          path: '/api/core/captacion/imei/verificacion',
          requests: [
            answered({ label: 'example vozapp', prefer: 'code=200, example=vozapp', asked: { status: 200, example: 'vozapp' }, violations: [wrongType] }),
            answered({ label: 'example badRequest', prefer: 'code=400, example=badRequest', asked: { status: 400, example: 'badRequest' } }),
            answered({ violations: [wrongType] }),
          ],
        },
        {
          operationId: 'createContactRequest',
          method: 'POST',
          path: '/api/core/captacion/contacto',
          requests: [
            answered({ path: '/api/core/captacion/contacto', status: undefined, contentType: undefined, unreachable: 'connect ECONNREFUSED | \u0007bell' }),
          ],
        },
        {
          operationId: 'getFeatureFlags',
          method: 'GET',
          path: '/assets/flags.json',
          requests: [answered({ method: 'GET', path: '/assets/flags.json?a=1|2' })],
        },
      ],
    },
    {
      file: 'payments-api.yaml',
      baseUrl: 'http://127.0.0.1:4020/v2',
      prefer: { used: false, reason: 'no answer' },
      durationMs: 100,
      operations: [],
      error: 'Prism exited with 1 before listening: <boom>',
    },
  ],
};

describe('the summary of a conformance run', () => {
  it('counts operations, requests, violations and unreachable requests', () => {
    expect(totalsOf(result)).toEqual({
      files: 2,
      operations: 3,
      requests: 5,
      violations: 2,
      unreachable: 1,
      failedOperations: 2,
      brokenFiles: 1,
      generatedRequests: 0,
      findings: 0,
      warnings: 0,
    });
    expect(passed(result)).toBe(false);
    expect(summaryLine(result)).toBe(
      'contract:check FAILED: 2 contract files, 3 operations, 5 requests, 2 violations, 1 unreachable, 1 files not checked (2 operations failed) in 2.5 s (2 requests/s)',
    );
  });
});

describe('the Markdown report', () => {
  it('keeps table cells on one line and escapes pipes', () => {
    expect(markdownCell('a | b\nc')).toBe('a \\| b c');
  });

  it('fences inline code longer than the backticks inside it', () => {
    expect(markdownCode('plain')).toBe('`plain`');
    expect(markdownCode('a `b` c')).toBe('``a `b` c``');
    expect(markdownCode('`edge`')).toBe('`` `edge` ``');
  });

  const markdown = markdownReport(result);

  it('lists per operation the requests sent, their statuses and Prefer headers', () => {
    expect(markdown).toContain('### ✗ verifyImei: `POST /api/core/captacion/imei/verificacion`');
    expect(markdown).toContain(
      '| example badRequest | `POST /api/core/captacion/imei/verificacion` | code=400, example=badRequest | 200 (asked 400) | application/json | 0 |',
    );
    expect(markdown).toContain('| schema-made (seed 1) | `GET /assets/flags.json?a=1\\|2` |  | 200 | application/json | 0 |');
    expect(markdown).toContain('### ✓ getFeatureFlags');
  });

  it('names every violation with its location once, with the requests that met it', () => {
    expect(markdown).toContain(
      '- `response.body.mensaje` Response body property mensaje must be string <"a" & \'b\'> (Error, type): example vozapp, schema-made (seed 1)',
    );
  });

  it('names unreachable requests and files that could not be checked', () => {
    expect(markdown).toContain('| schema-made (seed 1) | `POST /api/core/captacion/contacto` |  | unreachable |  | 0 |');
    expect(markdown).toContain('- not reached: connect ECONNREFUSED \\| \u0007bell (schema-made (seed 1))');
    expect(markdown).toContain('## payments-api.yaml: not checked');
    expect(markdown).toContain('**Not checked:** Prism exited with 1 before listening: <boom>');
    expect(markdown).toContain('| payments-api.yaml (not checked) | 0 | 0 | 0 | 0 | 0 |');
  });
});

describe('the JUnit XML report', () => {
  it('escapes the five XML characters and drops the ones XML cannot carry', () => {
    expect(xmlEscape(`<a href="x">Tom & 'Jerry'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;');
    expect(xmlEscape('tab\tline\nbell\u0007 null\u0000 ñ €')).toBe('tab\tline\nbell null ñ €');
  });

  const xml = junitReport(result);
  const document = new DOMParser().parseFromString(xml, 'application/xml');

  it('is well-formed XML', () => {
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(document.documentElement.tagName).toBe('testsuites');
  });

  it('has a testsuite per contract file and a testcase per operation, with counts', () => {
    const root = document.documentElement;
    expect([root.getAttribute('tests'), root.getAttribute('failures'), root.getAttribute('errors')]).toEqual(['4', '1', '2']);
    const suites = [...document.getElementsByTagName('testsuite')];
    expect(suites.map((suite) => suite.getAttribute('name'))).toEqual(['main-api.yaml', 'payments-api.yaml']);
    expect(suites.map((suite) => suite.getElementsByTagName('testcase').length)).toEqual([3, 1]);
    expect(suites[0]?.getAttribute('failures')).toBe('1');
    expect(suites[0]?.getAttribute('errors')).toBe('1');
    expect(suites[1]?.getAttribute('errors')).toBe('1');
  });

  it('carries each violation and unreachable request, escaped, in failure and error elements', () => {
    const [verifyImei, contact, flags] = [...document.getElementsByTagName('testcase')];
    expect(verifyImei?.getAttribute('name')).toBe('verifyImei POST /api/core/captacion/imei/verificacion');
    expect(verifyImei?.getAttribute('classname')).toBe('main-api.yaml');
    const failure = verifyImei?.getElementsByTagName('failure')[0];
    expect(failure?.getAttribute('message')).toBe('2 contract violations');
    expect(failure?.textContent).toContain(`example vozapp: response.body.mensaje Response body property mensaje must be string <"a" & 'b'> (Error)`);
    expect(verifyImei?.getElementsByTagName('system-out')[0]?.textContent).toContain(
      'example badRequest: POST /api/core/captacion/imei/verificacion [Prefer: code=400, example=badRequest] -> 200',
    );
    expect(contact?.getElementsByTagName('error')[0]?.textContent).toBe('schema-made (seed 1): connect ECONNREFUSED | bell');
    expect(flags?.children).toHaveLength(1);
    const notChecked = document.getElementsByTagName('testsuite')[1]?.getElementsByTagName('error')[0];
    expect(notChecked?.getAttribute('message')).toBe('Prism exited with 1 before listening: <boom>');
  });
});

/** One file with a generated phase: a finding, a skipped operation and the score's inputs. */
const generatedResult: ConformanceResult = {
  target: 'http://127.0.0.1:4020',
  startedAt: '2026-11-28T10:00:00.000Z',
  durationMs: 4_000,
  files: [
    {
      file: 'payments-api.yaml',
      baseUrl: 'http://127.0.0.1:4020/v2',
      prefer: { used: false, reason: 'no x-mock-source' },
      durationMs: 4_000,
      generated: { seed: 7, cases: 20 },
      operations: [
        {
          operationId: 'listActiveRecurringTopUps',
          method: 'GET',
          path: '/servicio/{uuid}/recurrencia/activas',
          declaredStatuses: [200, 401],
          requests: [answered({ method: 'GET', path: '/v2/servicio/x/recurrencia/activas' })],
          generated: {
            operationId: 'listActiveRecurringTopUps',
            requests: 30,
            statuses: [200, 500],
            chains: 0,
            checks: { 'not-server-error': { run: 30, failed: 4 }, 'status-declared': { run: 30, failed: 0 } },
            findings: [
              {
                check: 'not-server-error',
                operationId: 'listActiveRecurringTopUps',
                expected: 'a status below 500 (declared: 200, 401)',
                actual: '500',
                found: 'valid case 3, shrunk in 12 steps',
                requests: [{ method: 'GET', url: 'http://127.0.0.1:4020/v2/servicio/0/recurrencia/activas', headers: {} }],
                curl: "curl -i -X GET 'http://127.0.0.1:4020/v2/servicio/0/recurrencia/activas'",
                occurrences: 4,
              },
            ],
          },
        },
        {
          operationId: 'chargePayment',
          method: 'POST',
          path: '/servicio/angular/{channel}/{providerType}/cobrar',
          declaredStatuses: [200, 400, 500, 502, 503, 504],
          requests: [answered()],
          generated: {
            operationId: 'chargePayment',
            requests: 0,
            statuses: [],
            chains: 0,
            checks: {},
            findings: [],
            warning: 'generated phase skipped: the schema at requestBody/schema/properties/dn cannot be satisfied (minLength 3 is above maxLength 1)',
          },
        },
      ],
    },
  ],
};

describe('the reports of the generated phase', () => {
  it('score each operation and the file: outcomes exercised, checks passed, thin ones marked', () => {
    const markdown = markdownReport(generatedResult);
    expect(markdown).toContain('| listActiveRecurringTopUps | 1/2 (50%) | 57/61 (93%) | 30 | 1 | ✗ |');
    expect(markdown).toContain('| chargePayment | 1/6 (17%) | 1/1 (100%) | 0 | 0 | thin |');
    expect(markdown).toContain('| **payments-api.yaml** | 2/8 (25%) | 58/62 (94%) | | | |');
    expect(markdown).toContain('Generated phase: seed 7, 20 valid cases per operation, 1 findings.');
  });

  it('show each finding once with its check, expected and actual, how it was found and its curl command', () => {
    const markdown = markdownReport(generatedResult);
    expect(markdown).toContain(
      [
        '#### ✗ listActiveRecurringTopUps: not-server-error (no 5xx on a valid request)',
        '',
        '- expected: a status below 500 (declared: 200, 401)',
        '- actual: 500',
        '- found by: valid case 3, shrunk in 12 steps (the same failure met 4 times, reported once)',
        '',
        '```sh',
        "curl -i -X GET 'http://127.0.0.1:4020/v2/servicio/0/recurrencia/activas'",
        '```',
      ].join('\n'),
    );
    expect(markdown).toContain('- chargePayment: generated phase skipped: the schema at requestBody/schema/properties/dn cannot be satisfied');
  });

  it('give JUnit a test case per operation and check, the reproducer in the failure message, a skipped one for a warning', () => {
    const junit = junitReport(generatedResult);
    expect(junit).toMatch(/<testsuite name="payments-api\.yaml" tests="5" failures="1" errors="0" skipped="1"/);
    expect(junit).toContain('name="listActiveRecurringTopUps generated: status declared by the operation"');
    expect(junit).toContain(
      'message="not-server-error: expected a status below 500 (declared: 200, 401), got 500; reproduce: curl -i -X GET &apos;http://127.0.0.1:4020/v2/servicio/0/recurrencia/activas&apos;"',
    );
    expect(junit).toMatch(/name="chargePayment generated phase" time="0">\s*<skipped message="generated phase skipped: /);
  });

  it('count generated requests and findings in the summary, which then fails', () => {
    expect(totalsOf(generatedResult)).toMatchObject({ requests: 32, generatedRequests: 30, findings: 1, warnings: 1 });
    expect(passed(generatedResult)).toBe(false);
    expect(summaryLine(generatedResult)).toBe(
      'contract:check FAILED: 1 contract files, 2 operations, 32 requests, 0 violations, 0 unreachable, 1 findings, 1 warnings (1 operations failed) in 4.0 s (8 requests/s)',
    );
  });
});

describe('secrets in the reports', () => {
  it('redacts the passwords, codes and tokens of the requests sent and of the messages', () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln';
    const leaky: ConformanceResult = {
      ...result,
      files: [
        {
          file: 'main-api.yaml',
          baseUrl: 'http://127.0.0.1:4020',
          prefer: { used: false, reason: 'x' },
          durationMs: 1,
          error: `Prism answered Bearer ${token}`,
          operations: [
            {
              operationId: 'loginLegacyMbb',
              method: 'GET',
              path: '/login',
              requests: [
                answered({
                  path: '/login?pin=4821&dn=5512345678',
                  violations: [{ ...wrongType, message: `refreshToken ${token} is not allowed` }],
                  unreachable: `socket closed after Authorization: Bearer ${token}`,
                }),
              ],
            },
          ],
        },
      ],
    };
    const shown = redactedResult(leaky);
    for (const text of [markdownReport(shown), junitReport(shown), JSON.stringify(shown)]) {
      expect(text).not.toContain(token);
      expect(text).not.toContain('4821');
      expect(text).toContain('5512345678');
    }
    expect(shown.files[0]?.operations[0]?.requests[0]?.path).toBe('/login?pin=%5Bredactado%5D&dn=5512345678');
    expect(redactedResult(result)).toEqual(result);
  });
});
