import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { recordRequestsAs } from '@/shared/testing/mock-api';
import { stubWindowLocalStorage } from '@/shared/testing/window-storage';
import { ESIM_VISITOR_STORAGE_KEY, HAS_PURCHASE_STORAGE_KEY } from '../constants';
import {
  afterEsimPaid,
  ensureEsimGuest,
  esimPaymentMarkers,
  GATEWAY_LOADED_MARKER_DELAY_MS,
  guestForPurchase,
  hasPurchase,
  MOMENT_MARKERS,
  recordEsimStep,
} from '../esim-visitor';

const items = stubWindowLocalStorage();

/** The tracking calls of this test: the uuid in the path and the step in the body. */
function trackedSteps(): Array<Promise<{ uuid: string; paso: string; valor: string }>> {
  return recordRequestsAs((request, url) => {
    const uuid = /\/api\/esim\/v1\/api\/publico\/tracking\/([^/]+)$/.exec(url.pathname)?.[1];
    if (!uuid) return undefined;
    return request
      .clone()
      .json()
      .then((body: { paso: string; valor: string }) => ({ uuid, ...body }));
  });
}

const storedUuid = () => (JSON.parse(items.get(ESIM_VISITOR_STORAGE_KEY) ?? '{}') as { uuid?: string }).uuid;

describe('the eSIM visitor', () => {
  it('fetches the guest when missing before a step, and reuses it', async () => {
    const steps = trackedSteps();
    await recordEsimStep('telefono', '5512345678');
    const uuid = storedUuid();
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    await recordEsimStep('correo', 'ana@correo.mx');
    expect(await Promise.all(steps)).toEqual([
      { uuid, paso: 'telefono', valor: '5512345678' },
      { uuid, paso: 'correo', valor: 'ana@correo.mx' },
    ]);
    await expect(ensureEsimGuest()).resolves.toBe(uuid);
  });

  it('sets hasPurchase at the first attempt; a second attempt gets a fresh guest', async () => {
    const first = await ensureEsimGuest();
    expect(hasPurchase()).toBe(false);
    await expect(guestForPurchase()).resolves.toBe(first);
    expect(items.get(HAS_PURCHASE_STORAGE_KEY)).toBe('true');
    const second = await guestForPurchase();
    expect(second).not.toBe(first);
    expect(storedUuid()).toBe(second);
  });

  it('records the payment markers; after a paid eSIM removes both markers and fetches the guest again', async () => {
    const steps = trackedSteps();
    const paid = await guestForPurchase();
    const recordPaymentMoment = esimPaymentMarkers(paid);
    await recordPaymentMoment('paymentDetail');
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const loaded = recordPaymentMoment('gatewayLoaded');
    await vi.advanceTimersByTimeAsync(GATEWAY_LOADED_MARKER_DELAY_MS);
    vi.useRealTimers();
    await loaded;
    await recordPaymentMoment('acceptAndPay');
    await afterEsimPaid(paid);
    expect((await Promise.all(steps)).map(({ uuid, paso, valor }) => [uuid === paid, paso, valor])).toEqual([
      [true, 'detallepago', 'vacio'],
      [true, 'pasarelacargada', 'vacio'],
      [true, 'aceptotycpago', 'vacio'],
      [true, 'compraexitosa', 'vacio'],
    ]);
    expect(hasPurchase()).toBe(false);
    expect(storedUuid()).toMatch(/^[0-9a-f-]{36}$/);
    expect(storedUuid()).not.toBe(paid);
    expect(Object.values(MOMENT_MARKERS)).toEqual(['detallepago', 'pasarelacargada', 'aceptotycpago']);
  });

  it('sends the gateway-loaded marker 3000 ms after the gateway loaded, not before (spec payments 9)', async () => {
    const steps = trackedSteps();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    const sent = esimPaymentMarkers('3f2b8c1e-6d4a-4e7b-9c0d-2a1b3c4d5e6f')('gatewayLoaded');
    await vi.advanceTimersByTimeAsync(GATEWAY_LOADED_MARKER_DELAY_MS - 1);
    expect(steps).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await expect(sent).resolves.toBe(true);
    expect(await Promise.all(steps)).toEqual([{ uuid: '3f2b8c1e-6d4a-4e7b-9c0d-2a1b3c4d5e6f', paso: 'pasarelacargada', valor: 'vacio' }]);
    expect(GATEWAY_LOADED_MARKER_DELAY_MS).toBe(3000);
  });

  it('sends a waiting gateway-loaded marker before the accept-and-pay one when the visitor pays within the interval', async () => {
    const steps = trackedSteps();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    const uuid = '3f2b8c1e-6d4a-4e7b-9c0d-2a1b3c4d5e6f';
    const recordPaymentMoment = esimPaymentMarkers(uuid);
    const loaded = recordPaymentMoment('gatewayLoaded');
    await vi.advanceTimersByTimeAsync(1000);
    const paid = recordPaymentMoment('acceptAndPay');
    await Promise.all([loaded, paid]);
    expect((await Promise.all(steps)).map(({ paso }) => paso)).toEqual(['pasarelacargada', 'aceptotycpago']);
    // Nothing is sent twice when the interval would have ended.
    await vi.advanceTimersByTimeAsync(GATEWAY_LOADED_MARKER_DELAY_MS);
    expect(steps).toHaveLength(2);
  });
});
