// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { GUEST_TTL_MS } from '@/shared/domain/guest-session/api/guest-session';
import { PostalCodeLookupError } from '@/shared/domain/postal-code/postal-code-places';
import { server, chooseScenarios } from '@/shared/testing/mock-api';
import { lookUpSimPostalCode } from '../api/lookup-postal-code';
import { readActiveSimVisitor, readStoredSimVisitor, requestSimGuest, SIM_VISITOR_KEY, storeSimVisitor } from '../api/sim-guest';
import { afterSimPaid, ensureSimGuest, recordJourneyStep } from '../journey-tracker';

interface Sent {
  path: string;
  body?: unknown;
}

/** The main-API calls of the test, in order, with their JSON bodies. */
function recordCalls(): Sent[] {
  const sent: Sent[] = [];
  const pending: Promise<void>[] = [];
  const record = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    const entry: Sent = { path };
    sent.push(entry);
    if (request.method === 'POST') {
      pending.push(
        request
          .clone()
          .json()
          .then((body: unknown) => {
            entry.body = body;
          }),
      );
    }
  };
  server.events.on('request:start', record);
  onTestFinished(() => {
    server.events.removeListener('request:start', record);
  });
  return sent;
}

const GUEST_PATH = '/api/esim/v1/api/publico/asignarSesion';
const journeyPath = (uuid: string, event: number, value: boolean) => `/api/core/captacion/journey/${uuid}/update/${event}/${value}`;

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('SIM guest (spec 3, 4 and 9)', () => {
  it('keeps a stored guest for one day', () => {
    storeSimVisitor('3f6c2a1e-8b4d-4c7a-9e21-5d0b7f3a9c12', 1_000);
    expect(readActiveSimVisitor(1_000 + GUEST_TTL_MS - 1)).toBe('3f6c2a1e-8b4d-4c7a-9e21-5d0b7f3a9c12');
    expect(readActiveSimVisitor(1_000 + GUEST_TTL_MS)).toBeUndefined();
    expect(readStoredSimVisitor()).toBe('3f6c2a1e-8b4d-4c7a-9e21-5d0b7f3a9c12');
  });

  it('reads a damaged stored value as no guest', () => {
    localStorage.setItem(SIM_VISITOR_KEY, 'not json');
    expect(readActiveSimVisitor()).toBeUndefined();
  });

  it('asks for a new guest when none is stored and stores it', async () => {
    const calls = recordCalls();
    const uuid = await ensureSimGuest();
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(readActiveSimVisitor()).toBe(uuid);
    expect(calls).toEqual([{ path: GUEST_PATH, body: { verificacion: false } }]);
  });

  it('sends a day-old stored guest for verification and keeps what the server answers', async () => {
    storeSimVisitor('3f6c2a1e-8b4d-4c7a-9e21-5d0b7f3a9c12', Date.now() - GUEST_TTL_MS);
    const calls = recordCalls();
    const uuid = await ensureSimGuest();
    expect(calls[0]?.body).toEqual({ verificacion: true, visitante: '3f6c2a1e-8b4d-4c7a-9e21-5d0b7f3a9c12' });
    // The mock never issued this visitor, so it gives a new one.
    expect(uuid).not.toBe('3f6c2a1e-8b4d-4c7a-9e21-5d0b7f3a9c12');
    expect(readActiveSimVisitor()).toBe(uuid);
  });

  it('asks once when several steps need the guest at the same time', async () => {
    const calls = recordCalls();
    const [first, second] = await Promise.all([ensureSimGuest(), ensureSimGuest()]);
    expect(first).toBe(second);
    expect(calls).toHaveLength(1);
  });

  it('tries the guest call 3 times, then fails', async () => {
    chooseScenarios({ assignGuestSession: 'guestSessionFailed' });
    const calls = recordCalls();
    await expect(requestSimGuest()).rejects.toThrow();
    expect(calls.filter((call) => call.path === GUEST_PATH)).toHaveLength(3);
    expect(readActiveSimVisitor()).toBeUndefined();
  });

  it('counts success false as a failed attempt', async () => {
    chooseScenarios({ assignGuestSession: 'successFalse' });
    await expect(requestSimGuest()).rejects.toThrow();
  });
});

describe('journey steps (spec payments 4 and 7)', () => {
  it('sends a step with the stored guest and its flag', async () => {
    storeSimVisitor('3f6c2a1e-8b4d-4c7a-9e21-5d0b7f3a9c12');
    const calls = recordCalls();
    await recordJourneyStep(4, false);
    expect(calls.map((call) => call.path)).toEqual([journeyPath('3f6c2a1e-8b4d-4c7a-9e21-5d0b7f3a9c12', 4, false)]);
  });

  it('makes the guest call when an update fails', async () => {
    storeSimVisitor('3f6c2a1e-8b4d-4c7a-9e21-5d0b7f3a9c12');
    chooseScenarios({ updateJourney: 'unknownVisitor' });
    const calls = recordCalls();
    await recordJourneyStep(1, true);
    expect(calls[1]).toEqual({ path: GUEST_PATH, body: { verificacion: true, visitante: '3f6c2a1e-8b4d-4c7a-9e21-5d0b7f3a9c12' } });
    expect(readActiveSimVisitor()).toBeDefined();
  });

  it('never throws when no guest can be had', async () => {
    chooseScenarios({ assignGuestSession: 'guestSessionFailed' });
    await expect(recordJourneyStep(10, true)).resolves.toBeUndefined();
  });

  it('after a paid SIM: step 18, the visitor marker removed, a new guest and step 19', async () => {
    storeSimVisitor('3f6c2a1e-8b4d-4c7a-9e21-5d0b7f3a9c12');
    const calls = recordCalls();
    await afterSimPaid();
    const fresh = readActiveSimVisitor();
    expect(fresh).toBeDefined();
    expect(calls).toEqual([
      { path: journeyPath('3f6c2a1e-8b4d-4c7a-9e21-5d0b7f3a9c12', 18, true) },
      { path: GUEST_PATH, body: { verificacion: false } },
      { path: journeyPath(fresh ?? '', 19, true) },
    ]);
  });
});

describe('postal code lookup (spec payments 7 and 8)', () => {
  it('maps the colonias, state, municipality and country', async () => {
    const places = await lookUpSimPostalCode('03100');
    expect(places.neighbourhoods[0]).toEqual({ id: '21', name: 'Del Valle Centro', type: 'Colonia' });
    expect(places).toMatchObject({ state: 'Ciudad de México', municipality: 'Benito Juárez', country: 'México' });
  });

  it('carries the server mensaje of an unknown code', async () => {
    const error = await lookUpSimPostalCode('00000').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PostalCodeLookupError);
    expect((error as PostalCodeLookupError).serverMessage).toBe('No encontramos colonias para el código postal ingresado.');
  });

  it('fails on a server error', async () => {
    chooseScenarios({ lookupReplacementSimPostalCode: 'failure' });
    await expect(lookUpSimPostalCode('03100')).rejects.toBeInstanceOf(PostalCodeLookupError);
  });
});
