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
    });
    expect(passed(result)).toBe(false);
    expect(summaryLine(result)).toBe(
      'contract:check FAILED: 2 contract files, 3 operations, 5 requests, 2 violations, 1 unreachable, 1 files not checked (2 operations failed) in 2.5 s',
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
