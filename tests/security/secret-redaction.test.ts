/** No secret in any log of the mocks (issues 22 and 35): the redaction, the call log and its console echo. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCalls, echoCallsToConsole, recentCalls, recordCall, responseContractBreaches, type MockCall } from '@mocks/activity';
import { isSecretFieldName, redactSecrets, redactSecretText, redactUrl, REDACTED, SECRET_FIELD_NAMES_BY_KIND } from '@mocks/security/redact-secrets';

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

const encodeBase64Json = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
const decodeBase64Json = (text: string): unknown => JSON.parse(Buffer.from(text, 'base64').toString('utf8'));

/** Every secret name the redaction knows (lower-cased there), one of each kind spelt as the contract spells it. */
const ALL_SECRET_FIELDS = Object.values(SECRET_FIELD_NAMES_BY_KIND).flat();
const CONTRACT_SPELLINGS = ['cardNumber', 'securityCode', 'newPassword', 'loginConfirmation', 'otpCode', 'legacyPin', 'accessToken', 'clientSecret', 'apiKey'];
/** How each spelling reaches the redaction: as written, upper-cased, and with its first letter capitalised. */
const spellingsOf = (name: string) => [name, name.toUpperCase(), `${name.charAt(0).toUpperCase()}${name.slice(1)}`];
/** Names of the contract that look close to a secret and are none: QA needs to read them. */
const PLAIN_FIELDS = [
  'code',
  'codigo',
  'numero',
  'baitNumber',
  'serviceNumber',
  'uuid',
  'session',
  'device_session_id',
  'holder_name',
  'keys',
  'tokens',
  'passwordSet',
];

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI1NTEyMzQ1Njc4In0.c2lnbmF0dXJhLWRlLXBydWViYQ';
const PASSWORD = 'Bait#2026x';

describe('redaction of secrets by field name', () => {
  it('writes one Spanish word in place of a secret', () => {
    expect(REDACTED).toBe('[redactado]');
  });

  it.each([...ALL_SECRET_FIELDS, ...CONTRACT_SPELLINGS])('replaces the value of %s, in any case of its letters', (name) => {
    for (const spelling of spellingsOf(name)) {
      expect(redactSecrets({ [spelling]: 'valor-secreto' })).toEqual({ [spelling]: REDACTED });
      expect(isSecretFieldName(spelling)).toBe(true);
    }
    expect(redactSecrets({ [name]: 12345 })).toEqual({ [name]: REDACTED });
    expect(redactSecrets({ [name]: { nested: 'x' } })).toEqual({ [name]: REDACTED });
  });

  it('knows names of every kind, each a lower-cased word (so a name mistyped there fails here)', () => {
    for (const [kind, names] of Object.entries(SECRET_FIELD_NAMES_BY_KIND)) {
      expect(names.length, kind).toBeGreaterThan(0);
      for (const name of names) expect(name, kind).toMatch(/^[a-zñ][a-zñ0-9_]*$/);
    }
    expect(new Set(ALL_SECRET_FIELDS).size).toBe(ALL_SECRET_FIELDS.length);
  });

  it.each(PLAIN_FIELDS)('keeps %s readable', (name) => {
    expect(redactSecrets({ [name]: 'visible' })).toEqual({ [name]: 'visible' });
    expect(isSecretFieldName(name)).toBe(false);
  });

  it('replaces every card field of a body, at any depth, and keeps the rest', () => {
    const redacted = JSON.parse(redactSecretText(TOKENISER_BODY)) as Record<string, string>;
    expect(redacted).toEqual({
      card_number: REDACTED,
      holder_name: 'Ana María',
      cvv2: REDACTED,
      expiration_month: REDACTED,
      expiration_year: REDACTED,
      device_session_id: 'abc',
    });
    expect(redactSecrets({ card: { number: CARD, cvv: '9999', brand: 'visa' } })).toEqual({ card: { number: REDACTED, cvv: REDACTED, brand: 'visa' } });
  });

  it('redacts the login, the session it answers and the refresh, at any depth and inside arrays', () => {
    expect(redactSecretText(JSON.stringify({ baitNumber: '5512345678', loginConfirmation: PASSWORD }))).toBe(
      JSON.stringify({ baitNumber: '5512345678', loginConfirmation: REDACTED }),
    );
    const session = { success: true, data: { user: { dn: '5512345678', access: JWT, refreshToken: JWT, perfiles: [{ token: 't-1', nombre: 'Ana' }] } } };
    expect(redactSecrets(session)).toEqual({
      success: true,
      data: { user: { dn: '5512345678', access: REDACTED, refreshToken: REDACTED, perfiles: [{ token: REDACTED, nombre: 'Ana' }] } },
    });
    expect(redactSecrets([[{ otp: '123456' }], 'texto', 7, true, null])).toEqual([[{ otp: REDACTED }], 'texto', 7, true, null]);
  });

  it('leaves a secret field that holds nothing as it is, so QA sees that nothing was sent', () => {
    expect(redactSecrets({ pin: '', otp: null, token: undefined, cvv: 0, pass: false })).toEqual({
      pin: '',
      otp: null,
      token: undefined,
      cvv: REDACTED,
      pass: REDACTED,
    });
    expect(redactSecretText('{"pin":""}')).toBe('{"pin":""}');
  });

  it('leaves what is no object, array or text as it is', () => {
    for (const value of [null, undefined, 0, 42, true, false]) expect(redactSecrets(value)).toBe(value);
    expect(redactSecretText('42')).toBe('42');
    expect(redactSecretText('null')).toBe('null');
  });
});

describe('redaction inside a base64-encoded JSON field (the profile operations)', () => {
  it('decodes, redacts and re-encodes, so the log keeps the shape sent', () => {
    const operation = { operacion: 'restablecer_pass', dn: '5512345678', pass: PASSWORD, pin: '4821', nombre: 'José Ñúñez' };
    const body = JSON.stringify({ data: encodeBase64Json(operation) });
    const redacted = JSON.parse(redactSecretText(body)) as { data: string };
    expect(decodeBase64Json(redacted.data)).toEqual({ ...operation, pass: REDACTED, pin: REDACTED });
    expect(redactSecretText(body)).not.toContain(Buffer.from(PASSWORD).toString('base64').slice(0, 8));
  });

  it('reads padded and unpadded base64, and a JSON array', () => {
    for (const value of [{ pin: '1' }, { pin: '12' }, { pin: '123' }, [{ otp: '99' }]]) {
      const encoded = encodeBase64Json(value);
      const redacted = redactSecrets(encoded) as string;
      expect(JSON.stringify(decodeBase64Json(redacted))).toContain(REDACTED);
    }
    expect(encodeBase64Json({ pin: '123' })).toMatch(/[^=]==$/);
  });

  it('leaves base64 that is no JSON object, short words and invalid base64 as text', () => {
    const notJson = Buffer.from('hola, esto no es JSON').toString('base64');
    expect(redactSecrets(notJson)).toBe(notJson);
    const jsonText = Buffer.from('"una cadena"').toString('base64');
    expect(redactSecrets(jsonText)).toBe(jsonText);
    const jsonNull = Buffer.from('null  null  null').toString('base64');
    expect(redactSecrets(jsonNull)).toBe(jsonNull);
    const notUtf8 = Buffer.from([0x7b, 0xff, 0xfe, 0x7d, 0x7b, 0xff, 0xfe, 0x7d, 0x7b, 0xff, 0xfe, 0x7d]).toString('base64');
    expect(redactSecrets(notUtf8)).toBe(notUtf8);
    expect(redactSecrets('Contrasena1')).toBe('Contrasena1');
    expect(redactSecrets('e30=')).toBe('e30=');
    expect(redactSecrets(`${encodeBase64Json({ pin: '1234' })} fin`)).toBe(`${encodeBase64Json({ pin: '1234' })} fin`);
    expect(redactSecrets(`x ${encodeBase64Json({ pin: '1234' })}`)).toBe(`x ${encodeBase64Json({ pin: '1234' })}`);
  });
});

describe('the edges of the base64 net', () => {
  it('decodes base64 with + and / in it', () => {
    const encoded = Buffer.from('{"pin":"~~~"}').toString('base64');
    expect(encoded).toContain('+');
    expect(decodeBase64Json(redactSecrets(encoded) as string)).toEqual({ pin: REDACTED });
  });

  it('leaves base64 of a JSON text alone, card-like digits included: only objects and arrays are opened', () => {
    const text = Buffer.from('"4242424242424242"').toString('base64');
    expect(redactSecrets(text)).toBe(text);
  });

  it('refuses bytes that are no UTF-8 rather than reading them as replacement characters', () => {
    const bytes = Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff]), Buffer.from('","b":1}')]).toString('base64');
    expect(redactSecrets(bytes)).toBe(bytes);
  });
});

describe('redaction of free text: card numbers, tokens and credentials', () => {
  it('masks a card number wherever it stands, spaced, dashed or not, to its last four digits', () => {
    expect(redactSecretText(`tarjeta ${CARD} fin`)).toBe('tarjeta ****4242 fin');
    expect(redactSecretText('4242 4242 4242 4242')).toBe('****4242');
    expect(redactSecretText('4000-0566-5566-5556')).toBe('****5556');
    expect(redactSecrets({ note: `pago con ${CARD}` })).toEqual({ note: 'pago con ****4242' });
    expect(redactSecretText('n 123456789012')).toBe('n ****9012');
    expect(redactSecretText('n 1234567890123456789')).toBe('n ****6789');
  });

  it('keeps digit runs that are no card number: a phone, eleven digits, twenty digits', () => {
    // Ten-digit phone numbers are no card numbers and stay readable for QA.
    expect(redactSecretText('{"numero":"5512345678"}')).toBe('{"numero":"5512345678"}');
    expect(redactSecretText('n 12345678901')).toBe('n 12345678901');
    expect(redactSecretText('iccid 12345678901234567890')).toBe('iccid 12345678901234567890');
    expect(redactSecretText('1234 5678 90')).toBe('1234 5678 90');
    expect(redactSecretText('12345678901--2')).toBe('12345678901--2');
  });

  it('replaces a JSON Web Token anywhere, and leaves words that only contain its start', () => {
    expect(redactSecretText(`sesión ${JWT} activa`)).toBe(`sesión ${REDACTED} activa`);
    expect(redactSecrets({ nota: `token=${JWT}` })).toEqual({ nota: `token=${REDACTED}` });
    expect(redactSecretText('eyJh.bG.')).toBe(REDACTED);
    expect(redactSecretText('heyJoe.and.friends')).toBe('heyJoe.and.friends');
    expect(redactSecretText('eyJhbGc.fin')).toBe('eyJhbGc.fin');
  });

  it('removes the credential of a bearer or basic authorisation and keeps its scheme', () => {
    expect(redactSecretText('Authorization: Bearer abc.DEF-ghi~+/x==')).toBe(`Authorization: Bearer ${REDACTED}`);
    expect(redactSecretText('basic dXNlcjpwYXNz==; resto')).toBe(`basic ${REDACTED}; resto`);
    expect(redactSecretText('Bearer\tabc')).toBe(`Bearer ${REDACTED}`);
    expect(redactSecretText('Bearer   abc')).toBe(`Bearer ${REDACTED}`);
    expect(redactSecretText('sin Bearer')).toBe('sin Bearer');
    expect(redactSecretText('unBearer abc')).toBe('unBearer abc');
  });
});

describe('redaction of form data and addresses', () => {
  it('redacts secret fields of a query and of form data, and masks the other values', () => {
    expect(redactUrl(`http://x/pay?cvv=123&card_number=${CARD}&offer=7`)).toBe(
      `http://x/pay?cvv=${encodeURIComponent(REDACTED)}&card_number=${encodeURIComponent(REDACTED)}&offer=7`,
    );
    expect(redactSecretText('cvc=123&name=Ana')).toBe(`cvc=${encodeURIComponent(REDACTED)}&name=Ana`);
    expect(redactSecretText('pin=1234')).toBe(`pin=${encodeURIComponent(REDACTED)}`);
    expect(redactSecretText(`name=Ana&nota=${CARD}&password=${encodeURIComponent(PASSWORD)}`)).toBe(
      `name=Ana&nota=****4242&password=${encodeURIComponent(REDACTED)}`,
    );
    expect(redactUrl(`http://x/s?t=${JWT}&otp=&otp=55`)).toBe(`http://x/s?t=${encodeURIComponent(REDACTED)}&otp=&otp=${encodeURIComponent(REDACTED)}`);
  });

  it('reads encoded names and values of a query, and keeps untouched what holds no secret', () => {
    expect(redactUrl('http://x/a?contrase%C3%B1a=x&p%69n=1&q=%E0%A4&empty=')).toBe(
      `http://x/a?contrase%C3%B1a=${encodeURIComponent(REDACTED)}&p%69n=${encodeURIComponent(REDACTED)}&q=%E0%A4&empty=`,
    );
    expect(redactUrl('http://x/a?h=Bearer+abc&flag')).toBe(`http://x/a?h=${encodeURIComponent(`Bearer ${REDACTED}`)}&flag`);
    expect(redactUrl(`http://x/a?${CARD}`)).toBe('http://x/a?****4242');
    expect(redactUrl('http://x/a?=Bearer+abc')).toBe(`http://x/a?=${encodeURIComponent(`Bearer ${REDACTED}`)}`);
  });

  it('takes only name=value pairs for form data: other text keeps its spaces and signs', () => {
    expect(redactSecretText('nota: pin = 1234 y más')).toBe('nota: pin = 1234 y más');
    expect(redactSecretText('a b=c')).toBe('a b=c');
    expect(redactSecretText('=c&pin=1')).toBe('=c&pin=1');
    expect(redactSecretText('pin=1&&x=2')).toBe('pin=1&&x=2');
    expect(redactSecretText('pin=1&x')).toBe('pin=1&x');
    expect(redactSecretText('hola mundo')).toBe('hola mundo');
  });

  it('masks the path of an address and redacts its query from the first question mark', () => {
    expect(redactUrl(`http://x/pay/${CARD}`)).toBe('http://x/pay/****4242');
    expect(redactUrl(`http://x/s/${JWT}?a=1`)).toBe(`http://x/s/${REDACTED}?a=1`);
    expect(redactUrl('http://x/a?pin=1?b')).toBe(`http://x/a?pin=${encodeURIComponent(REDACTED)}`);
    expect(redactUrl('?pin=9')).toBe(`?pin=${encodeURIComponent(REDACTED)}`);
    expect(redactUrl('http://x/a?q=a+b')).toBe('http://x/a?q=a+b');
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
