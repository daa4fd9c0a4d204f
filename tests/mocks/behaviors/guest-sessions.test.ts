import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestSessions, GUEST_SESSION_TTL_MS } from '@mocks/behaviors/guest-sessions';
import { resetState } from '@mocks/behaviors/state';
import { configureMocks } from '@mocks/config';
import { API, exampleOf, HOUR_MS, NOW, send, UUID_FORMAT } from './helpers';

const assign = (body: Record<string, unknown> = { verificacion: false }) => send('POST', `${API}/api/esim/v1/api/publico/asignarSesion`, body);
const information = (uuid: string) => send('GET', `${API}/api/esim/v1/api/publico/visitante/${uuid}/getInformation`);
const issue = async () => String((await assign()).body.uuid);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('guest sessions', () => {
  it('are issued with a new valid uuid each time, kept with their issue time', async () => {
    const answer = await assign();
    expect(answer.body).toMatchObject({ ...exampleOf('assignGuestSession', 'assigned'), uuid: expect.stringMatching(UUID_FORMAT) });
    const second = await issue();
    expect(second).toMatch(UUID_FORMAT);
    expect(second).not.toBe(answer.body.uuid);
    expect(guestSessions()).toEqual([
      { uuid: second, kind: 'esim', issuedAt: NOW.toISOString(), expiresAt: new Date(NOW.getTime() + GUEST_SESSION_TTL_MS).toISOString(), expired: false },
      expect.objectContaining({ uuid: answer.body.uuid }),
    ]);
  });

  it('are the same sequence for the same seed, and another for another seed', async () => {
    const sequence = [await issue(), await issue()];
    resetState();
    expect([await issue(), await issue()]).toEqual(sequence);
    resetState();
    configureMocks({ seed: 2 });
    expect(await issue()).not.toBe(sequence[0]);
  });

  it('are kept when verified within a day', async () => {
    const uuid = await issue();
    vi.setSystemTime(NOW.getTime() + GUEST_SESSION_TTL_MS - 1000);
    expect((await assign({ verificacion: true, visitante: uuid })).body).toEqual({ ...exampleOf('assignGuestSession', 'sessionKept'), uuid });
    expect((await information(uuid)).body).toEqual({ ...exampleOf('getGuestInformation', 'ok'), uuid });
    expect(guestSessions()).toHaveLength(1);
  });

  it('expire after a day: getInformation answers unknownVisitor and assigning gives a new one', async () => {
    const uuid = await issue();
    vi.setSystemTime(NOW.getTime() + 24 * HOUR_MS);
    const expired = await information(uuid);
    expect(expired.status).toBe(404);
    expect(expired.body).toEqual(exampleOf('getGuestInformation', 'unknownVisitor'));

    const renewed = await assign({ verificacion: true, visitante: uuid });
    expect(renewed.source).toBe('behavior:assigned');
    expect(renewed.body.uuid).not.toBe(uuid);
    expect((await information(String(renewed.body.uuid))).status).toBe(200);
    expect(guestSessions().map((guest) => [guest.uuid, guest.expired])).toEqual([
      [renewed.body.uuid, false],
      [uuid, true],
    ]);
  });

  it('answer unknownVisitor for a uuid never issued', async () => {
    const answer = await information('3f6c2a1e-8b4d-4c7a-9e21-5d0b7f3a9c12');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(exampleOf('getGuestInformation', 'unknownVisitor'));
  });

  it('of portability are issued and known too', async () => {
    const answer = await send('GET', `${API}/api/esim/v1/api/publico/visitante/portabilidad`);
    expect(answer.body).toMatchObject({ success: true, uuid: expect.stringMatching(UUID_FORMAT) });
    expect((await information(String(answer.body.uuid))).status).toBe(200);
    expect(guestSessions()[0]?.kind).toBe('portabilidad');
  });

  it('start empty in every test', () => {
    expect(guestSessions()).toEqual([]);
  });
});
