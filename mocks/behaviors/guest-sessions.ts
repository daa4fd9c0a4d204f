import { getMockSettings } from '../config';
import { deterministicUuid, fromExample, isoAfter, ONE_DAY_MS, pathParam, requestBody, stringField } from './answers';
import { readState, writeState } from './state';
import type { Behavior } from './types';

/**
 * Guest identifiers of anonymous visitors (spec 4 and 9: a guest expires after one day):
 * - a uuid is made from the mock seed and a counter of issued guests (the same sequence for the
 *   same seed), and kept with its issue time; it expires GUEST_SESSION_TTL_MS later;
 * - assignGuestSession answers `sessionKept` with the visitor it was sent when verificacion is
 *   true and that visitor is issued and unexpired; otherwise it issues a new uuid (`assigned`),
 *   so an expired visitor gets a new one;
 * - getPortabilityGuest issues a new uuid too (`ok`), so portability visitors are known;
 * - getGuestInformation answers `ok` for an issued, unexpired uuid and its 404 `unknownVisitor`
 *   for one never issued or expired (the contract's "unknown or expired"; the site then asks
 *   assignGuestSession for a new one).
 */
export const GUEST_SESSION_TTL_MS = ONE_DAY_MS;

type GuestKind = 'esim' | 'portabilidad';
type StoredGuest = { uuid: string; kind: GuestKind; issuedAt: string };
type GuestState = { issued: number; guests: StoredGuest[] };
export type GuestSession = StoredGuest & { expiresAt: string; expired: boolean };

const DOMAIN = 'guestSessions';
const EMPTY: GuestState = { issued: 0, guests: [] };

function withExpiry(guest: StoredGuest, now = Date.now()): GuestSession {
  const expiresAt = isoAfter(GUEST_SESSION_TTL_MS, new Date(guest.issuedAt));
  return { ...guest, expiresAt, expired: Date.parse(expiresAt) <= now };
}

/** Every guest issued in this tab, newest first, with its expiry. */
export function guestSessions(): GuestSession[] {
  return readState<GuestState>(DOMAIN, EMPTY).guests.map((guest) => withExpiry(guest));
}

/** The guest of a uuid if it was issued and has not expired. */
function activeGuest(uuid: string | undefined): GuestSession | undefined {
  const guest = guestSessions().find((candidate) => candidate.uuid === uuid);
  return guest && !guest.expired ? guest : undefined;
}

function issueGuest(kind: GuestKind): string {
  const state = readState<GuestState>(DOMAIN, EMPTY);
  const issued = state.issued + 1;
  const uuid = deterministicUuid('guest', String(getMockSettings().seed), String(issued));
  const guest: StoredGuest = { uuid, kind, issuedAt: new Date().toISOString() };
  writeState<GuestState>(DOMAIN, { issued, guests: [guest, ...state.guests] });
  return uuid;
}

export const assignGuestSession: Behavior = (context) => {
  const body = requestBody(context);
  const visitor = stringField(body, 'visitante');
  if (body.verificacion === true && activeGuest(visitor)) return fromExample(context, 'sessionKept', { uuid: visitor });
  return fromExample(context, 'assigned', { uuid: issueGuest('esim') });
};

export const getPortabilityGuest: Behavior = (context) => fromExample(context, 'ok', { uuid: issueGuest('portabilidad') });

export const getGuestInformation: Behavior = (context) => {
  const uuid = pathParam(context, 'uuid');
  return activeGuest(uuid) ? fromExample(context, 'ok', { uuid }) : fromExample(context, 'unknownVisitor');
};
