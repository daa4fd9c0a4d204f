/** No card number, CVV or expiry in any log of the mocks (issue 22): the call log and its console echo. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCalls, echoCallsToConsole, recentCalls, recordCall, responseContractBreaches, type MockCall } from '@mocks/activity';
import { redactCardData, redactCardText, redactUrl, REDACTED } from '@mocks/security/redact-card-data';

const CARD = '4242424242424242';

const TOKENISER_BODY = JSON.stringify({
  card_number: CARD,
  holder_name: 'Ana María',
  cvv2: '123',
  expiration_month: '11',
  expiration_year: '33',
  device_session_id: 'abc',
});

function call(overrides: Partial<MockCall>): MockCall {
  return {
    at: '2026-11-26T00:00:00.000Z',
    operationId: 'createCardToken',
    method: 'POST',
    url: 'http://127.0.0.1/v1/m1/tokens',
    status: 201,
    source: 'default',
    requestViolations: [],
    responseViolations: [],
    ...overrides,
  };
}

afterEach(() => echoCallsToConsole(false));

describe('redaction of card data', () => {
  it('replaces every card field of a body, at any depth, and keeps the rest', () => {
    const redacted = JSON.parse(redactCardText(TOKENISER_BODY)) as Record<string, string>;
    expect(redacted).toEqual({
      card_number: REDACTED,
      holder_name: 'Ana María',
      cvv2: REDACTED,
      expiration_month: REDACTED,
      expiration_year: REDACTED,
      device_session_id: 'abc',
    });
    expect(redactCardData({ card: { number: CARD, cvv: '9999', brand: 'visa' } })).toEqual({ card: { number: REDACTED, cvv: REDACTED, brand: 'visa' } });
  });

  it('masks a card number wherever it stands, spaced or not, to its last four digits', () => {
    expect(redactCardText(`tarjeta ${CARD} fin`)).toBe('tarjeta ****4242 fin');
    expect(redactCardText('4242 4242 4242 4242')).toBe('****4242');
    expect(redactCardData({ note: `pago con ${CARD}` })).toEqual({ note: 'pago con ****4242' });
    // Ten-digit phone numbers are no card numbers and stay readable for QA.
    expect(redactCardText('{"numero":"5512345678"}')).toBe('{"numero":"5512345678"}');
  });

  it('redacts card fields of a query and of form data', () => {
    expect(redactUrl(`http://x/pay?cvv=123&card_number=${CARD}&offer=7`)).toBe(
      `http://x/pay?cvv=${encodeURIComponent(REDACTED)}&card_number=${encodeURIComponent(REDACTED)}&offer=7`,
    );
    expect(redactCardText('cvc=123&name=Ana')).toBe(`cvc=${encodeURIComponent(REDACTED)}&name=Ana`);
  });
});

describe('the call log', () => {
  it('keeps no body and no card data when not echoed (the QA panel)', () => {
    recordCall(call({ url: `http://x/pay?card_number=${CARD}`, requestBody: TOKENISER_BODY }));
    const [logged] = recentCalls();
    expect(JSON.stringify(logged)).not.toContain(CARD);
    expect(logged?.requestBody).toBeUndefined();
  });

  it('echoes one redacted line per call to the console in development', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    echoCallsToConsole(true);
    recordCall(call({ requestBody: TOKENISER_BODY }));
    expect(info).toHaveBeenCalledTimes(1);
    const printed = info.mock.calls[0]?.map(String).join(' ') ?? '';
    expect(printed).toContain('[mocks] POST http://127.0.0.1/v1/m1/tokens → 201 (createCardToken, default)');
    for (const secret of [CARD, '"123"', '"11"', '"33"']) expect(printed).not.toContain(secret);
    expect(printed).toContain('Ana María');
  });

  it('redacts where the log is read: the QA panel, the contract breaches, every read the same', () => {
    recordCall(call({ url: `http://x/pay?cvv=123&card_number=${CARD}` }));
    recordCall(call({ url: `http://x/pay/${CARD}`, responseViolations: ['status 201 is not declared'] }));
    const shown = recentCalls();
    expect(recentCalls()).toBe(shown);
    expect(JSON.stringify(shown)).not.toMatch(new RegExp(`${CARD}|cvv=123`));
    expect(shown[0]?.url).toBe('http://x/pay/****4242');
    expect(JSON.stringify(responseContractBreaches())).not.toContain(CARD);
    recordCall(call({}));
    expect(recentCalls()).not.toBe(shown);
    expect(recentCalls()).toHaveLength(shown.length + 1);
    // The breach was made up here: Vitest's check after each test would rightly fail on it.
    clearCalls();
  });
});
