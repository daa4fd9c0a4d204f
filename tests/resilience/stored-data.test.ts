/**
 * Broken local storage leaves the visitor anonymous (issue 15, decisions 052 and 122): every
 * reader of a spec key, given corrupted, truncated, foreign or tampered values, never throws,
 * returns nothing or a well-formed value, and removes what it cannot read.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MemoryStorage, stubWindowStorage } from './memory-storage';
import { GARBAGE_VALUES, STORED_KEYS, TAB_STORED_KEYS } from './stored-keys';
import { recordedWebVitals, WEB_VITALS_STORAGE_KEY, type PageVitals } from '../../src/app/qa-panel/web-vitals-record';
import { hasAcceptedCookies } from '../../src/features/cookies/consent-storage';
import { COOKIE_CONSENT_STORAGE_KEY } from '../../src/features/cookies/constants';
import { ESIM_VISITOR_STORAGE_KEY, HAS_PURCHASE_STORAGE_KEY } from '../../src/features/esim-purchase/constants';
import { hasPurchase } from '../../src/features/esim-purchase/esim-visitor';
import {
  isChargeBlocked,
  purchaseKeyOf,
  UNSETTLED_CHARGE_BLOCK_MS,
  UNSETTLED_CHARGES_STORAGE_KEY,
} from '../../src/features/payments/plugin/api/unsettled-charges';
import type { PaymentPurchase } from '../../src/features/payments/plugin/types';
import { readStoredSimVisitor, SIM_VISITOR_KEY } from '../../src/features/sim-purchase/api/sim-guest';
import { readActiveGuest } from '../../src/shared/domain/guest-session/api/guest-session';
import { ACCOUNT_STORAGE_KEYS, readOtpUuid, readPendingRegistration, readProfileType, readSsoLegacy } from '../../src/shared/domain/session/account-storage';
import { getSessionUser } from '../../src/shared/domain/session/session-store';
import { isUsableAccessToken, toSessionUser, type SessionUser } from '../../src/shared/domain/session/session-user';
import { rememberedSsoState, SSO_STATE_STORAGE_KEY } from '../../src/shared/domain/sso/sso-state';
import { decodeValue, encodeValue } from '../../src/shared/storage/encoded-storage';
import { lastStaleBuildReload, STALE_BUILD_RELOAD_KEY } from '../../src/shared/ui/lazy-retry/stale-build';

const RUNS = { numRuns: 100 };

let storage: MemoryStorage;
beforeEach(() => {
  storage = stubWindowStorage();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

// --- arbitraries

/** A top-up whose charge got no answer (decision 180). */
const BLOCKED_PURCHASE: PaymentPurchase = {
  channel: 'pagos',
  uuid: '4f0c2b1e-8a7d-4c3b-9e2f-1a2b3c4d5e6f',
  offer: { offerId: '1809', name: 'Recarga 200', price: 200, duration: 30, type: 1, description: 'Internet, llamadas y SMS' },
  phone: '5512345678',
  email: 'maria@example.com',
  logged: false,
};

const digits = (length: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((list) => list.join(''));
const tenDigits = digits(10);
const token = fc.stringMatching(/^[A-Za-z0-9._~+/-]{1,80}={0,2}$/);

const sessionUser: fc.Arbitrary<SessionUser> = fc.record({
  success: fc.constant(true),
  name: fc.string(),
  email: fc.string(),
  number: tenDigits,
  serviceNumber: fc.oneof(fc.constant(''), tenDigits),
  // The legacy line types and single sign-on's own profile types (the contract's 1 to 99).
  userType: fc.integer({ min: 1, max: 99 }),
  access: token,
  refreshToken: fc.string(),
  isLegacy: fc.boolean(),
  isProfileActive: fc.boolean(),
  isEmailVerify: fc.boolean(),
});

/** Values of the wrong kind for each field of the stored user. */
const WRONG_USER_FIELDS: Record<keyof SessionUser, readonly unknown[]> = {
  success: [false, 'true', 1, null],
  name: [1, null, {}, ['María'], true],
  email: [1, null, {}, false],
  number: ['551234567', '55123456789', '55123a5678', '５５１２３４５６７８', '٥٥١٢٣٤٥٦٧٨', ' 5512345678', '5512345678\n', 5512345678, null],
  serviceNumber: ['123', '12345678901', 'abcdefghij', 5512345678, null, false],
  userType: [0, 100, '1', 1.5, -1, null, true],
  access: [42, '', '   ', 'tok\nen', 'señal', 'tok\u0000en', 'x'.repeat(4097), null, {}, []],
  refreshToken: [1, null, {}],
  isLegacy: ['true', 1, null, {}],
  isProfileActive: ['false', 0, null],
  isEmailVerify: ['yes', 1, null],
};

const wrongUserField = fc
  .constantFrom(...(Object.keys(WRONG_USER_FIELDS) as (keyof SessionUser)[]))
  .chain((field) => fc.constantFrom(...WRONG_USER_FIELDS[field]).map((value) => [field, value] as const));

function bytesToBase64(bytes: Uint8Array): string {
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
}

/** Every kind of broken value, around the valid values `valid` of a key. */
function garbage(valid: fc.Arbitrary<string>, tampered: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ unit: 'binary' }),
    fc.string({ unit: 'grapheme' }),
    // Base64 of any bytes: mostly not UTF-8 or not JSON.
    fc.uint8Array({ maxLength: 64 }).map(bytesToBase64),
    // Another app's JSON, raw or in this site's encoding.
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.jsonValue().map(encodeValue),
    // A valid value cut short.
    valid.filter((value) => value.length > 1).chain((value) => fc.nat(value.length - 1).map((end) => value.slice(0, end))),
    // A valid value with one character changed.
    valid
      .filter((value) => value.length > 0)
      .chain((value) =>
        fc
          .tuple(fc.nat(value.length - 1), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }))
          .map(([at, char]) => value.slice(0, at) + char + value.slice(at + 1)),
      ),
    tampered,
    fc.constantFrom(...GARBAGE_VALUES),
  );
}

// --- the readers

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PHONE = /^[0-9]{10}$/;

/** Checked apart from the reader, field by field: what a reader may hand the app. */
function isWellFormedUser(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    Object.keys(user).length === 11 &&
    user.success === true &&
    typeof user.name === 'string' &&
    typeof user.email === 'string' &&
    typeof user.number === 'string' &&
    PHONE.test(user.number) &&
    typeof user.serviceNumber === 'string' &&
    (user.serviceNumber === '' || PHONE.test(user.serviceNumber)) &&
    Number.isInteger(user.userType) &&
    (user.userType as number) >= 1 &&
    (user.userType as number) <= 99 &&
    isUsableAccessToken(user.access) &&
    typeof user.refreshToken === 'string' &&
    typeof user.isLegacy === 'boolean' &&
    typeof user.isProfileActive === 'boolean' &&
    typeof user.isEmailVerify === 'boolean'
  );
}

function isWellFormedRegistration(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const pending = value as Record<string, unknown>;
  if (typeof pending.number !== 'string' || !PHONE.test(pending.number)) return false;
  if (pending.lineType === 'mbb') return Object.keys(pending).length === 2;
  if (pending.lineType !== 'hbb' && pending.lineType !== 'mifi') return false;
  return typeof pending.serviceNumber === 'string' && PHONE.test(pending.serviceNumber) && (pending.email === undefined || typeof pending.email === 'string');
}

interface StoredReader {
  /** The module (under src/) whose reader this is: the scan below checks every module that touches storage is here. */
  module: string;
  key: string;
  read: () => unknown;
  /** What reading a value it cannot use returns. */
  nothing: unknown;
  /** Whether such a value is removed. */
  removes: boolean;
  /** What the app may be handed besides `nothing`. */
  wellFormed: (value: unknown) => boolean;
  /** Stored values that must read back, and what they read as. */
  valid: fc.Arbitrary<{ raw: string; value: unknown }>;
  /** Valid encoding, wrong shape or types: must read as nothing. */
  tampered: fc.Arbitrary<string>;
}

const pendingRegistration = fc.oneof(
  fc.record({ lineType: fc.constant('mbb' as const), number: tenDigits }),
  fc.record(
    { lineType: fc.constantFrom('hbb' as const, 'mifi' as const), number: tenDigits, serviceNumber: tenDigits, email: fc.string() },
    { requiredKeys: ['lineType', 'number', 'serviceNumber'] },
  ),
);

const READERS: StoredReader[] = [
  {
    module: 'src/shared/domain/session/session-store.ts',
    key: ACCOUNT_STORAGE_KEYS.user,
    read: getSessionUser,
    nothing: undefined,
    removes: true,
    wellFormed: isWellFormedUser,
    valid: sessionUser.map((user) => ({ raw: encodeValue(user), value: user })),
    tampered: fc.oneof(
      fc.tuple(sessionUser, wrongUserField).map(([user, [field, value]]) => encodeValue({ ...user, [field]: value })),
      // Without one of the two required fields.
      fc
        .tuple(sessionUser, fc.constantFrom('access', 'number'))
        .map(([user, field]) => encodeValue(Object.fromEntries(Object.entries(user).filter(([name]) => name !== field)))),
      sessionUser.map((user) => encodeValue([user])),
      // The right user, not encoded (plain JSON).
      sessionUser.map((user) => JSON.stringify(user)),
    ),
  },
  {
    module: 'src/shared/domain/session/account-storage.ts',
    key: ACCOUNT_STORAGE_KEYS.profile,
    read: readProfileType,
    nothing: undefined,
    removes: true,
    wellFormed: (value) => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 99,
    valid: fc.integer({ min: 1, max: 99 }).map((code) => ({ raw: encodeValue(code), value: code })),
    tampered: fc.constantFrom('1', 0, 100, 1.5, -1, [1], { type: 1 }, null, true, 'mbb').map(encodeValue),
  },
  {
    module: 'src/shared/domain/session/account-storage.ts',
    key: ACCOUNT_STORAGE_KEYS.ssoLegacy,
    read: readSsoLegacy,
    nothing: undefined,
    removes: true,
    wellFormed: (value) => typeof value === 'boolean',
    valid: fc.boolean().map((legacy) => ({ raw: String(legacy), value: legacy })),
    tampered: fc.constantFrom('TRUE', ' true', 'true ', '1', 'yes', '"true"', encodeValue(true), 'False'),
  },
  {
    module: 'src/shared/domain/session/account-storage.ts',
    key: ACCOUNT_STORAGE_KEYS.pendingRegistration,
    read: readPendingRegistration,
    nothing: undefined,
    removes: true,
    wellFormed: isWellFormedRegistration,
    valid: pendingRegistration.map((pending) => ({ raw: encodeValue(pending), value: pending })),
    tampered: fc.oneof(
      fc.tuple(pendingRegistration, fc.constantFrom('MBB', 'fixed', 2, null, '')).map(([pending, lineType]) => encodeValue({ ...pending, lineType })),
      fc
        .tuple(pendingRegistration, fc.constantFrom('123', '55123456789', 'abcdefghij', 5512345678, null))
        .map(([pending, number]) => encodeValue({ ...pending, number })),
      fc.record({ lineType: fc.constantFrom('hbb', 'mifi'), number: tenDigits }).map(encodeValue),
      fc
        .record({ lineType: fc.constantFrom('hbb', 'mifi'), number: tenDigits, serviceNumber: tenDigits, email: fc.constantFrom(1, null, {}) })
        .map(encodeValue),
    ),
  },
  {
    module: 'src/shared/domain/session/account-storage.ts',
    key: ACCOUNT_STORAGE_KEYS.otp,
    read: readOtpUuid,
    nothing: undefined,
    removes: true,
    wellFormed: (value) => typeof value === 'string' && UUID.test(value),
    valid: fc.uuid().map((uuid) => ({ raw: uuid, value: uuid })),
    tampered: fc.uuid().chain((uuid) => fc.constantFrom(`{${uuid}}`, ` ${uuid}`, `${uuid}\n`, JSON.stringify(uuid), encodeValue(uuid), uuid.replace(/-/g, ''))),
  },
  {
    module: 'src/features/cookies/consent-storage.ts',
    key: COOKIE_CONSENT_STORAGE_KEY,
    read: hasAcceptedCookies,
    nothing: false,
    // A choice that is not every option only shows the notice again; nothing to remove.
    removes: false,
    wellFormed: (value) => value === true,
    valid: fc.constantFrom('[1,2]', '[2,1]').map((raw) => ({ raw, value: true })),
    tampered: fc.constantFrom('[1]', '["1","2"]', '{"0":1,"1":2}', '"1,2"', '12', 'true', encodeValue([1, 2])),
  },
  {
    module: 'src/features/sim-purchase/api/sim-guest.ts',
    key: SIM_VISITOR_KEY,
    read: readStoredSimVisitor,
    nothing: undefined,
    // An unreadable visitor is replaced by the next guest call's.
    removes: false,
    wellFormed: (value) => typeof value === 'string' && value !== '',
    valid: fc.tuple(fc.uuid(), fc.nat()).map(([uuid, savedAt]) => ({ raw: JSON.stringify({ uuid, savedAt }), value: uuid })),
    tampered: fc.oneof(
      fc.tuple(fc.constantFrom('', 42, null, {}, ['x']), fc.nat()).map(([uuid, savedAt]) => JSON.stringify({ uuid, savedAt })),
      fc.tuple(fc.uuid(), fc.constantFrom('1', null, {}, true)).map(([uuid, savedAt]) => JSON.stringify({ uuid, savedAt })),
      fc.uuid().map((uuid) => JSON.stringify([uuid])),
    ),
  },
  {
    module: 'src/features/esim-purchase/esim-visitor.ts',
    key: HAS_PURCHASE_STORAGE_KEY,
    read: hasPurchase,
    nothing: false,
    removes: false,
    wellFormed: (value) => value === true,
    valid: fc.constant({ raw: 'true', value: true }),
    tampered: fc.constantFrom('TRUE', ' true', '1', 'yes', '"true"', encodeValue(true), 'false'),
  },
  {
    // The shared guest rule, with the eSIM journey's key.
    module: 'src/shared/domain/guest-session/api/guest-session.ts',
    key: ESIM_VISITOR_STORAGE_KEY,
    read: () => readActiveGuest(ESIM_VISITOR_STORAGE_KEY, Date.now()),
    nothing: undefined,
    removes: false,
    wellFormed: (value) => typeof value === 'string' && value !== '',
    valid: fc.uuid().map((uuid) => ({ raw: JSON.stringify({ uuid, savedAt: Date.now() }), value: uuid })),
    tampered: fc.oneof(
      fc.constantFrom('', 42, null, {}, ['x']).map((uuid) => JSON.stringify({ uuid, savedAt: Date.now() })),
      fc.tuple(fc.uuid(), fc.constantFrom('1', null, {}, true)).map(([uuid, savedAt]) => JSON.stringify({ uuid, savedAt })),
      fc.uuid().map((uuid) => JSON.stringify([uuid])),
    ),
  },
  {
    // sessionStorage: the state of the login sent to the identity provider (decision 129).
    module: 'src/shared/domain/sso/sso-state.ts',
    key: SSO_STATE_STORAGE_KEY,
    read: rememberedSsoState,
    nothing: undefined,
    removes: false,
    wellFormed: (value) => typeof value === 'string' && /^[0-9a-f]{32}$/.test(value),
    valid: fc.stringMatching(/^[0-9a-f]{32}$/).map((state) => ({ raw: state, value: state })),
    tampered: fc.constantFrom('b7e2c91d', 'A'.repeat(32), `${'a'.repeat(32)} `, JSON.stringify({ state: 'a'.repeat(32) }), encodeValue('a'.repeat(32))),
  },
  {
    // sessionStorage: the address reloaded once for a newer build (decision 190).
    module: 'src/shared/ui/lazy-retry/stale-build.ts',
    key: STALE_BUILD_RELOAD_KEY,
    read: () => lastStaleBuildReload(),
    nothing: undefined,
    // Only compared with the address: a foreign value reloads once more, then is replaced.
    removes: false,
    wellFormed: (value) => typeof value === 'string' && /^\/(?!\/)\S*$/.test(value),
    valid: fc
      .webPath()
      .filter((path) => path.startsWith('/') && !path.startsWith('//') && !/\s/.test(path))
      .map((path) => ({ raw: path, value: path })),
    tampered: fc.constantFrom('', 'recargas', '//evil.example/x', 'https://evil.example/', ' /recargas', '/recargas extra', encodeValue('/recargas')),
  },
  {
    // sessionStorage: the purchases whose charge got no answer, blocked for a while (decision 180).
    module: 'src/features/payments/plugin/api/unsettled-charges.ts',
    key: UNSETTLED_CHARGES_STORAGE_KEY,
    read: () => isChargeBlocked(BLOCKED_PURCHASE),
    nothing: false,
    // Expired or foreign entries read as no block and are replaced by the next write.
    removes: false,
    wellFormed: (value) => value === true,
    valid: fc
      .integer({ min: 60_000, max: UNSETTLED_CHARGE_BLOCK_MS })
      .map((left) => ({ raw: JSON.stringify({ [purchaseKeyOf(BLOCKED_PURCHASE)]: Date.now() + left }), value: true })),
    tampered: fc.constantFrom(
      JSON.stringify({ [purchaseKeyOf(BLOCKED_PURCHASE)]: 0 }),
      JSON.stringify({ [purchaseKeyOf(BLOCKED_PURCHASE)]: String(Date.now() + 600_000) }),
      JSON.stringify({ 'otra|compra|1|5500000000': Date.now() + 600_000 }),
      JSON.stringify([purchaseKeyOf(BLOCKED_PURCHASE)]),
      'null',
      '"bloqueado"',
    ),
  },
  {
    // sessionStorage, mock mode only: the QA panel's Web Vitals of the last two page loads (decision 255).
    module: 'src/app/qa-panel/web-vitals-record.ts',
    key: WEB_VITALS_STORAGE_KEY,
    read: () => (recordedWebVitals().length === 0 ? undefined : recordedWebVitals()),
    nothing: undefined,
    // A value it cannot use is left for the next record to replace.
    removes: false,
    wellFormed: (value) =>
      Array.isArray(value) &&
      value.length <= 2 &&
      value.every((load: PageVitals) => typeof load.pagePath === 'string' && Number.isFinite(load.loadedAt) && typeof load.metrics === 'object'),
    valid: fc
      .array(
        fc.record({
          pagePath: fc.constantFrom('/', '/recargas', '/e-sim'),
          loadedAt: fc.integer({ min: 1, max: 2 ** 45 }),
          metrics: fc.record({ LCP: fc.record({ value: fc.nat(), rating: fc.constantFrom('good' as const, 'poor' as const) }) }, { requiredKeys: [] }),
        }),
        { minLength: 1, maxLength: 2 },
      )
      .map((loads) => ({ raw: JSON.stringify(loads), value: loads })),
    tampered: fc.constantFrom(
      JSON.stringify([{ pagePath: '/', loadedAt: 1, metrics: { LCP: { value: 'lento', rating: 'good' } } }]),
      JSON.stringify([{ pagePath: '/', loadedAt: '1', metrics: {} }]),
      JSON.stringify([{ pagePath: '/', loadedAt: 1, metrics: { XYZ: { value: 1, rating: 'good' } } }]),
      JSON.stringify([{ pagePath: '/', loadedAt: 1, metrics: { CLS: { value: 0.1, rating: 'regular' } } }]),
      JSON.stringify({ pagePath: '/', loadedAt: 1, metrics: {} }),
      '[null]',
      '"[]"',
    ),
  },
];

/** The modules that read or write storage themselves; every other module goes through them. */
const STORAGE_MODULES = new Set(['src/shared/storage/encoded-storage.ts', ...READERS.map((reader) => reader.module)]);

describe.each(READERS)('the reader of $key', (reader) => {
  it('reads back what the site stores', () => {
    fc.assert(
      fc.property(reader.valid, ({ raw, value }) => {
        storage.setItem(reader.key, raw);
        expect(reader.read()).toEqual(value);
        expect(storage.getItem(reader.key)).toBe(raw);
      }),
      RUNS,
    );
  });

  it('reads a tampered value (valid encoding, wrong shape or types) as nothing, and removes it', () => {
    fc.assert(
      fc.property(reader.tampered, (raw) => {
        storage.setItem(reader.key, raw);
        expect(reader.read()).toEqual(reader.nothing);
        if (reader.removes) expect(storage.getItem(reader.key)).toBeNull();
      }),
      RUNS,
    );
  });

  it('never throws on corrupted, truncated or foreign values: nothing, or a well-formed value', () => {
    fc.assert(
      fc.property(
        garbage(
          reader.valid.map(({ raw }) => raw),
          reader.tampered,
        ),
        (raw) => {
          storage.setItem(reader.key, raw);
          const value = reader.read();
          if (value === reader.nothing) {
            if (reader.removes) expect(storage.getItem(reader.key)).toBeNull();
          } else {
            expect(reader.wellFormed(value), JSON.stringify({ raw, value })).toBe(true);
          }
        },
      ),
      RUNS,
    );
  });
});

describe('broken storage everywhere at once', () => {
  it('leaves no session and no registration under way, whatever each key holds', () => {
    const keys = STORED_KEYS;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...GARBAGE_VALUES), { minLength: keys.length, maxLength: keys.length }), (values) => {
        keys.forEach((key, index) => storage.setItem(key, values[index] ?? ''));
        expect(getSessionUser()).toBeUndefined();
        expect(readPendingRegistration()).toBeUndefined();
        expect(readOtpUuid()).toBeUndefined();
        expect(readProfileType()).toBeUndefined();
        expect(hasAcceptedCookies()).toBe(false);
      }),
      { numRuns: 50 },
    );
  });

  it('keeps working when storage itself throws (disabled, private mode, full)', () => {
    const throwing = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        return throwing();
      },
    });
    expect(getSessionUser()).toBeUndefined();
    expect(hasAcceptedCookies()).toBe(false);
    for (const reader of READERS) expect(reader.read()).toEqual(reader.nothing);
  });
});

describe('decodeValue', () => {
  it('never throws, and reads back every JSON value encodeValue wrote', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (raw) => {
        expect(() => decodeValue(raw)).not.toThrow();
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        // JSON itself turns -0 into 0.
        expect(decodeValue(encodeValue(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      RUNS,
    );
  });
});

describe('the session user of a login answer', () => {
  it('is refused when its access token could not be sent in a header', () => {
    for (const access of ['', '   ', 'tok\nen', 'señal', 'x'.repeat(4097)]) {
      expect(toSessionUser({ success: true, access, number: '5512345678' }), JSON.stringify(access)).toBeUndefined();
    }
    expect(toSessionUser({ success: true, access: 'eyJ.abc.def', number: '5512345678' })?.access).toBe('eyJ.abc.def');
  });
});

describe('every module that touches local storage', () => {
  it('reads one of the keys the browser test fills with garbage', () => {
    const keys = new Set([...STORED_KEYS, ...TAB_STORED_KEYS]);
    expect(READERS.filter((reader) => !keys.has(reader.key)).map((reader) => reader.key)).toEqual([]);
  });

  it("is one of the readers tested here (add a new key's reader to READERS)", () => {
    const root = join(__dirname, '../..');
    const touching: string[] = [];
    const visit = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) {
          if (name !== '__tests__' && name !== 'generated' && name !== 'testing') visit(path);
        } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
          const source = readFileSync(path, 'utf8');
          if (/\b(localStorage|sessionStorage|readRaw|readEncoded|decodeValue)\b/.test(source)) touching.push(relative(root, path));
        }
      }
    };
    visit(join(root, 'src'));
    expect(touching.filter((module) => !STORAGE_MODULES.has(module))).toEqual([]);
  });
});
