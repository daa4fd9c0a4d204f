import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUEST_ATTEMPTS } from '../../call-policy/call-policy';
import { GUEST_TTL_MS, GuestSessionError, obtainGuest, readActiveGuest, storeGuest, type GuestAnswer, type GuestCalls } from '../api/guest-session';

const KEY = 'visitante-prueba';

function stubStorage(): Map<string, string> {
  const items = new Map<string, string>();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
  });
  return items;
}

function calls(confirm: GuestAnswer[], assign: GuestAnswer[]): GuestCalls & { confirmed: string[]; assigned: number } {
  const record = {
    confirmed: [] as string[],
    assigned: 0,
    confirm: (uuid: string): Promise<GuestAnswer> => {
      record.confirmed.push(uuid);
      return Promise.resolve(confirm.shift() ?? { kind: 'failed' });
    },
    assign: (): Promise<GuestAnswer> => {
      record.assigned += 1;
      return Promise.resolve(assign.shift() ?? { kind: 'failed' });
    },
  };
  return record;
}

let items: Map<string, string>;
beforeEach(() => {
  items = stubStorage();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('guest session constants', () => {
  it('3 attempts, one day', () => {
    expect(GUEST_ATTEMPTS).toBe(3);
    expect(GUEST_TTL_MS).toBe(86_400_000);
  });
});

describe('obtainGuest (controlled clock)', () => {
  const now = 1_700_000_000_000;

  it('asks for a new guest when none is stored, and stores it with the time', async () => {
    const fake = calls([], [{ kind: 'ok', uuid: 'nuevo' }]);
    await expect(obtainGuest(KEY, { now: () => now, calls: fake })).resolves.toBe('nuevo');
    expect(fake.confirmed).toEqual([]);
    expect(JSON.parse(items.get(KEY) ?? '')).toEqual({ uuid: 'nuevo', savedAt: now });
  });

  it('confirms a stored guest younger than one day', async () => {
    storeGuest(KEY, 'guardado', now - GUEST_TTL_MS + 1);
    const fake = calls([{ kind: 'ok', uuid: 'guardado' }], []);
    await expect(obtainGuest(KEY, { now: () => now, calls: fake })).resolves.toBe('guardado');
    expect(fake.confirmed).toEqual(['guardado']);
    expect(fake.assigned).toBe(0);
  });

  it('treats a guest of exactly one day as expired: a new one is asked for', async () => {
    storeGuest(KEY, 'vencido', now - GUEST_TTL_MS);
    expect(readActiveGuest(KEY, now)).toBeUndefined();
    const fake = calls([], [{ kind: 'ok', uuid: 'nuevo' }]);
    await expect(obtainGuest(KEY, { now: () => now, calls: fake })).resolves.toBe('nuevo');
    expect(fake.confirmed).toEqual([]);
  });

  it('drops an unknown visitor and asks for a new one in the same attempt', async () => {
    storeGuest(KEY, 'desconocido', now);
    const fake = calls([{ kind: 'unknown' }], [{ kind: 'ok', uuid: 'nuevo' }]);
    await expect(obtainGuest(KEY, { now: () => now, calls: fake })).resolves.toBe('nuevo');
    expect(readActiveGuest(KEY, now)).toBe('nuevo');
  });

  it('retries failures and succeeds at the third attempt', async () => {
    const fake = calls([], [{ kind: 'failed' }, { kind: 'failed' }, { kind: 'ok', uuid: 'tercero' }]);
    await expect(obtainGuest(KEY, { now: () => now, calls: fake })).resolves.toBe('tercero');
    expect(fake.assigned).toBe(3);
  });

  it('gives up after 3 failed attempts', async () => {
    const fake = calls([], []);
    await expect(obtainGuest(KEY, { now: () => now, calls: fake })).rejects.toBeInstanceOf(GuestSessionError);
    expect(fake.assigned).toBe(3);
    expect(items.has(KEY)).toBe(false);
  });

  it('reads garbage under the key as no guest', async () => {
    for (const garbage of ['no es JSON', '{"uuid":42}', 'null', '[]']) {
      items.set(KEY, garbage);
      expect(readActiveGuest(KEY, now)).toBeUndefined();
    }
  });
});
