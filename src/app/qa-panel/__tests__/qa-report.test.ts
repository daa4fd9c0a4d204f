import { describe, expect, it } from 'vitest';
import { chooseScenarios } from '@/shared/testing/mock-api';
import { clearCalls, recentCallsWithBodies, recordCall, REPORTED_BODY_CHARACTERS, type MockCall } from '@mocks/activity';
import { configureMocks } from '@mocks/config';
import { buildQaReport, redactFreeText, REPORTED_CALLS, type QaReportInput } from '../qa-report';

const CARD = '4000056655665556';
const PASSWORD = 'Secreta#2026';
const OTP = '482913';
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI1NTEyMzQ1Njc4In0.c2lnbmF0dXJh';
const REFRESH = 'r3fr3sh-T0k3n-value';
const SECRETS = [CARD, PASSWORD, OTP, JWT, REFRESH, 'c2lnbmF0dXJh'];

function call(overrides: Partial<MockCall>): MockCall {
  return {
    at: '2026-01-15T12:00:00.000Z',
    operationId: 'chargePayment',
    method: 'POST',
    url: 'http://127.0.0.1:5173/api/pagos/cargo',
    status: 200,
    source: 'default',
    requestViolations: [],
    responseViolations: [],
    ...overrides,
  };
}

/** Secrets wherever the page or the mocks could hand them to the report. */
function recordCallsWithSecrets(): void {
  recordCall(
    call({
      operationId: 'loginLegacy',
      url: `http://127.0.0.1:5173/api/login?token=${REFRESH}&otp=${OTP}`,
      requestBody: JSON.stringify({ numero: '5512345678', loginConfirmation: PASSWORD, otp: OTP }),
      responseBody: { access: JWT, refresh: REFRESH, nombre: 'María' },
      durationMs: 151,
    }),
  );
  recordCall(
    call({
      operationId: 'createCardToken',
      url: `http://127.0.0.1:5173/v1/m1/tokens?card_number=${CARD}`,
      requestBody: `card_number=${CARD}&cvv2=735&holder_name=Ana`,
      status: 201,
      durationMs: 152,
    }),
  );
  recordCall(
    call({
      requestBody: JSON.stringify({ data: CARD, headers: { authorization: `Bearer ${JWT}` } }),
      responseBody: { codigo: 'DECLINED', mensaje: 'Tu banco rechazó el cargo' },
      status: 402,
      source: 'scenario:declined',
      durationMs: 153,
    }),
  );
}

function input(overrides: Partial<QaReportInput> = {}): QaReportInput {
  return {
    pageUrl: `http://127.0.0.1:5173/recargas?access_token=${JWT}`,
    reproductionLink: 'http://127.0.0.1:5173/recargas?scenario=chargePayment:declined&seed=1&profile=typical',
    writtenAt: '2026-01-15T12:00:01.000Z',
    calls: recentCallsWithBodies(),
    errors: [
      { kind: 'console', atMs: 1200, message: `login failed password=${PASSWORD} otp: ${OTP}` },
      { kind: 'rejection', atMs: 1300, message: `Error: 401 for Authorization: Bearer ${REFRESH} card ${CARD.replace(/(\d{4})/g, '$1 ').trim()}` },
      { kind: 'error', atMs: 1400, message: JSON.stringify({ password: PASSWORD, refresh_token: REFRESH }) },
    ],
    webVitals: [{ pagePath: '/recargas', loadedAt: 1, metrics: { LCP: { value: 812.4, rating: 'good' }, CLS: { value: 0.0123, rating: 'good' } } }],
    environment: { viewport: { width: 390, height: 844, pixelRatio: 3 }, userAgent: 'Mozilla/5.0 (QA)', version: '0.1.0', commit: 'abc123def456' },
    ...overrides,
  };
}

describe('the QA report', () => {
  it('holds no card number, password, code or token, wherever they were', () => {
    recordCallsWithSecrets();
    const report = buildQaReport(input());
    for (const secret of SECRETS) expect(report).not.toContain(secret);
    // The redaction left its marks where the secrets were: the report still says what was sent.
    expect(report).toContain('"loginConfirmation":"[redactado]"');
    expect(report).toContain('****5556');
    expect(report).toContain('password=[redactado]');
    expect(report).toContain('otp: [redactado]');
  });

  it('names each call with its operation, method, path, status, outcome and time, the newest first', () => {
    recordCallsWithSecrets();
    const report = buildQaReport(input());
    expect(report).toContain('| 1 | chargePayment | POST | `/api/pagos/cargo` | 402 | `scenario:declined` | 153 ms |');
    expect(report).toContain('### 1. chargePayment POST /api/pagos/cargo → 402 (scenario:declined)');
    expect(report).toContain('Tu banco rechazó el cargo');
    expect(report.indexOf('chargePayment')).toBeLessThan(report.indexOf('createCardToken'));
  });

  it('gives the page, the link, the Web Vitals and the environment', () => {
    const report = buildQaReport(input({ calls: [] }));
    expect(report).toMatch(/^# Informe de QA: \/recargas\?access_token=/);
    expect(report).toContain('- **Enlace que lo reproduce:** http://127.0.0.1:5173/recargas?scenario=chargePayment:declined&seed=1&profile=typical');
    expect(report).toContain('Ninguna llamada desde la carga o el último «Restablecer».');
    expect(report).toContain('| /recargas | LCP | 812 ms | bueno |');
    expect(report).toContain('| /recargas | CLS | 0.012 | bueno |');
    expect(report).toContain('- **Ventana:** 390 × 844 px (devicePixelRatio 3)');
    expect(report).toContain('- **Navegador:** Mozilla/5.0 (QA)');
    expect(report).toContain('- **Versión de la app:** 0.1.0');
    expect(report).toContain('- **Commit:** abc123def456');
  });

  it('keeps the table readable: at most the newest calls, bodies cut short, a pipe escaped', () => {
    for (let index = 0; index < REPORTED_CALLS + 5; index += 1)
      recordCall(call({ url: `http://x/a|b/${index}`, requestBody: JSON.stringify({ nota: 'x'.repeat(2000) }) }));
    const calls = recentCallsWithBodies();
    expect(calls[0]?.requestBodyText).toHaveLength(REPORTED_BODY_CHARACTERS + 1);
    const report = buildQaReport(input({ calls }));
    expect(report).toContain(`Las ${REPORTED_CALLS} más recientes de ${REPORTED_CALLS + 5}`);
    expect(report).toContain('`/a\\|b/24`');
    expect(report).not.toContain('/a|b/4`');
    clearCalls();
  });

  it('masks a secret named in free text, and leaves other words alone', () => {
    expect(redactFreeText('contraseña: abc, nip=9911 pagina=2')).toBe('contraseña: [redactado], nip=[redactado] pagina=2');
  });

  it("times each call where the mocks answer it, the tab's latency included", async () => {
    configureMocks({ latencyMs: 40 });
    chooseScenarios({ verifyImei: 'code=500' });
    await fetch('http://127.0.0.1/api/core/captacion/imei/verificacion', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ IMEI: '356938035643809' }),
    });
    const [answered] = recentCallsWithBodies();
    expect(answered).toMatchObject({ operationId: 'verifyImei', status: 500, source: 'scenario:error500' });
    expect(answered?.durationMs).toBeGreaterThanOrEqual(40);
    // A 15-digit IMEI is card-length to the redaction's second net: it keeps its last four.
    expect(answered?.requestBodyText).toBe('{"IMEI":"****3809"}');
  });
});
