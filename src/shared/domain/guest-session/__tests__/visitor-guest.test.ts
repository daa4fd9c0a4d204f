import { describe, expect, it, onTestFinished } from 'vitest';
import { BACKGROUND_REQUEST_HEADER, splashCounter } from '@/shared/api/splash-middleware';
import { recordRequestsAs } from '@/shared/testing/mock-api';
import { stubWindowLocalStorage } from '@/shared/testing/window-storage';
import { ensureVisitorGuest, giveVisitorAGuest, VISITOR_GUEST_STORAGE_KEY } from '../visitor-guest';

const items = stubWindowLocalStorage();

/** The guest calls of this test, as they left: path and whether the background marker leaked. */
function guestCalls(): Array<{ path: string; marker: boolean }> {
  return recordRequestsAs((request, { pathname }) =>
    pathname.includes('/api/esim/v1/api/publico/') ? { path: pathname, marker: request.headers.has(BACKGROUND_REQUEST_HEADER) } : undefined,
  );
}

describe("every visitor's guest (first document 1, decision 184)", () => {
  it('is asked for at the start in the background: stored under the visitor key, with no splash and no marker on the wire', async () => {
    const calls = guestCalls();
    const splashStates: boolean[] = [];
    const unsubscribe = splashCounter.subscribe(() => splashStates.push(splashCounter.isActive()));
    onTestFinished(() => void unsubscribe());
    giveVisitorAGuest();
    // A journey that needs the guest meanwhile waits for the same call.
    const uuid = await ensureVisitorGuest();
    expect(JSON.parse(items.get(VISITOR_GUEST_STORAGE_KEY) ?? '{}')).toMatchObject({ uuid });
    expect(calls).toEqual([{ path: '/api/esim/v1/api/publico/asignarSesion', marker: false }]);
    expect(splashStates).toEqual([]);

    // The next visit confirms the stored guest, again in the background.
    giveVisitorAGuest();
    await expect(ensureVisitorGuest()).resolves.toBe(uuid);
    expect(calls.map(({ path }) => path)).toEqual(['/api/esim/v1/api/publico/asignarSesion', `/api/esim/v1/api/publico/visitante/${uuid}/getInformation`]);
    expect(splashStates).toEqual([]);
  });

  it('a journey that asks for the guest itself shows the splash as before', async () => {
    const splashStates: boolean[] = [];
    const unsubscribe = splashCounter.subscribe(() => splashStates.push(splashCounter.isActive()));
    onTestFinished(() => void unsubscribe());
    await ensureVisitorGuest();
    expect(splashStates).toEqual([true, false]);
  });
});
