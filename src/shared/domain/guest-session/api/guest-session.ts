import { mainApi } from '@/api/clients';
import { settle } from '@/shared/api/settle';
import { IN_THE_BACKGROUND } from '@/shared/api/splash-middleware';
import { readRaw, removeKeys, writeRaw } from '@/shared/storage/encoded-storage';
import { GUEST_ATTEMPTS } from '../../call-policy/call-policy';

/** A guest expires after one day (spec 4 "Visitor journey tracking", 9). */
export const GUEST_TTL_MS = 24 * 60 * 60 * 1000;

/** What a journey keeps in local storage under its visitor key. */
interface StoredGuest {
  uuid: string;
  /** Epoch milliseconds of when the guest was stored. */
  savedAt: number;
}

function isStoredGuest(value: unknown): value is StoredGuest {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.uuid === 'string' && candidate.uuid.length > 0 && typeof candidate.savedAt === 'number';
}

function parseStoredGuest(raw: string | null): StoredGuest | undefined {
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return isStoredGuest(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The guest stored under `key` while it is younger than one day; anything else reads as none. */
export function readActiveGuest(key: string, now: number): string | undefined {
  const stored = parseStoredGuest(readRaw(key));
  return stored && now - stored.savedAt < GUEST_TTL_MS ? stored.uuid : undefined;
}

export function storeGuest(key: string, uuid: string, now: number): void {
  writeRaw(key, JSON.stringify({ uuid, savedAt: now } satisfies StoredGuest));
}

export function removeGuest(key: string): void {
  removeKeys(key);
}

/** The guest service gave no uuid after every attempt. */
export class GuestSessionError extends Error {
  constructor() {
    super('No guest session after every attempt');
    this.name = 'GuestSessionError';
  }
}

/** One answer of a guest call: a uuid to use, an unknown (or expired) visitor, or a failure. */
export type GuestAnswer = { kind: 'ok'; uuid: string } | { kind: 'unknown' } | { kind: 'failed' };

/** The calls the guest rule makes; the real ones by default, stand-ins in tests. */
export interface GuestCalls {
  /** Confirms a stored visitor (getGuestInformation). */
  confirm: (uuid: string) => Promise<GuestAnswer>;
  /** Asks for a new visitor (assignGuestSession with verificacion false). */
  assign: () => Promise<GuestAnswer>;
}

const HTTP_NOT_FOUND = 404;

/** The fetch options of a guest call: in the background, it shows no splash. */
const backgroundHeaders = (background: boolean) => (background ? IN_THE_BACKGROUND : {});

async function confirmGuest(uuid: string, background = false): Promise<GuestAnswer> {
  const { status, okBody } = await settle(() =>
    mainApi.GET('/api/esim/v1/api/publico/visitante/{uuid}/getInformation', { params: { path: { uuid } }, ...backgroundHeaders(background) }),
  );
  if (status === HTTP_NOT_FOUND) return { kind: 'unknown' };
  return okBody?.success === true ? { kind: 'ok', uuid: okBody.uuid ?? uuid } : { kind: 'failed' };
}

async function assignGuest(background = false): Promise<GuestAnswer> {
  const { okBody } = await settle(() =>
    mainApi.POST('/api/esim/v1/api/publico/asignarSesion', { body: { verificacion: false }, ...backgroundHeaders(background) }),
  );
  return okBody?.success === true && okBody.uuid ? { kind: 'ok', uuid: okBody.uuid } : { kind: 'failed' };
}

const REAL_CALLS: GuestCalls = { confirm: (uuid) => confirmGuest(uuid), assign: () => assignGuest() };

/** The same calls in the background: no splash (the guest every visitor is given at start). */
export const BACKGROUND_CALLS: GuestCalls = { confirm: (uuid) => confirmGuest(uuid, true), assign: () => assignGuest(true) };

/**
 * The guest of a journey (spec 4, 7, 9): the stored visitor while younger than a day, confirmed
 * with the guest service; an unknown one is dropped and a new guest asked for. Each attempt that
 * gets no uuid counts; after GUEST_ATTEMPTS of them it throws GuestSessionError.
 */
export async function obtainGuest(key: string, { now = Date.now, calls = REAL_CALLS }: { now?: () => number; calls?: GuestCalls } = {}): Promise<string> {
  for (let attempt = 0; attempt < GUEST_ATTEMPTS; attempt += 1) {
    const stored = readActiveGuest(key, now());
    if (stored) {
      const confirmed = await calls.confirm(stored);
      if (confirmed.kind === 'ok') {
        if (confirmed.uuid !== stored) storeGuest(key, confirmed.uuid, now());
        return confirmed.uuid;
      }
      if (confirmed.kind === 'failed') continue;
      removeGuest(key);
    }
    const assigned = await calls.assign();
    if (assigned.kind === 'ok') {
      storeGuest(key, assigned.uuid, now());
      return assigned.uuid;
    }
  }
  throw new GuestSessionError();
}
