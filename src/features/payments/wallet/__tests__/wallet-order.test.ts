import { describe, expect, it, vi } from 'vitest';
import { chooseScenarios } from '@/shared/testing/mock-api';
import type { PaymentPurchase } from '../../plugin/types';
import type { WalletCreateOrderActions, WalletOrderRequest } from '../sdk/wallet-sdk';
import { walletTexts } from '../texts';
import { walletOrderCreation, walletOrderRequest, WALLET_BUTTON_STYLE } from '../wallet-order';

const purchase: PaymentPurchase = {
  channel: 'pagos',
  uuid: '3b2f6c1a-7d4e-4f8a-9b0c-1e2d3f4a5b6c',
  offer: { offerId: '1001', name: 'Bait 100', price: 100, duration: 30, type: 1, description: 'Recarga Bait 100 con 30 días' },
  phone: '5512345678',
  email: 'ana.lopez@correo.mx',
  logged: false,
};

const actions = (orderId = 'ORDER123456') => {
  const create = vi.fn<(order: WalletOrderRequest) => Promise<string>>().mockResolvedValue(orderId);
  return { create, actions: { order: { create } } satisfies WalletCreateOrderActions };
};

describe('walletOrderRequest (spec payments 5 and 9)', () => {
  it('is one digital good with no shipping, in MXN, for the purchase total', () => {
    expect(walletOrderRequest(purchase)).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: '1001',
          custom_id: purchase.uuid,
          description: 'Recarga Bait 100 con 30 días',
          amount: { currency_code: 'MXN', value: '100.00', breakdown: { item_total: { currency_code: 'MXN', value: '100.00' } } },
          items: [{ name: 'Bait 100', quantity: '1', category: 'DIGITAL_GOODS', unit_amount: { currency_code: 'MXN', value: '100.00' }, sku: '1001' }],
        },
      ],
      application_context: { shipping_preference: 'NO_SHIPPING', brand_name: 'Bait', locale: 'es-MX', user_action: 'PAY_NOW' },
    });
  });

  it('adds a shipping cost to the total, cuts long texts to 127 characters and falls back to the name', () => {
    const long = 'x'.repeat(200);
    const order = walletOrderRequest({
      ...purchase,
      offer: { ...purchase.offer, name: long, description: '', price: 99.5 },
      shipping: { cost: 50 } as PaymentPurchase['shipping'],
    });
    const unit = order.purchase_units[0];
    expect(unit?.amount.value).toBe('149.50');
    expect(unit?.items[0]?.unit_amount.value).toBe('149.50');
    expect(unit?.items[0]?.name).toHaveLength(127);
    expect(unit?.description).toHaveLength(127);
    expect(order.application_context.shipping_preference).toBe('NO_SHIPPING');
  });

  it('is an order the wallet contract accepts (the mocks validate the request)', async () => {
    const created = await fetch('http://wallet.test/v2/checkout/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(walletOrderRequest(purchase)),
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ id: '5O190127TN364715T', status: 'CREATED' });

    chooseScenarios({ createWalletOrder: 'orderUnprocessable' });
    const refused = await fetch('http://wallet.test/v2/checkout/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(walletOrderRequest(purchase)),
    });
    expect(refused.status).toBe(422);
  });

  it('asks for the vertical gold rectangular button', () => {
    expect(WALLET_BUTTON_STYLE).toMatchObject({ layout: 'vertical', color: 'gold', shape: 'rect' });
  });
});

describe('walletOrderCreation: exactly one of client-side or server-side order creation', () => {
  it('creates the order on the client through the SDK', async () => {
    const creation = walletOrderCreation({ createOrderOnClient: () => walletOrderRequest(purchase) });
    expect(creation.kind).toBe('ready');
    if (creation.kind !== 'ready') return;
    const { create, actions: sdkActions } = actions();
    await expect(creation.createOrder({}, sdkActions)).resolves.toBe('ORDER123456');
    expect(create).toHaveBeenCalledWith(walletOrderRequest(purchase));
  });

  it("creates the order on the server without the SDK's order call", async () => {
    const creation = walletOrderCreation({ createOrderOnServer: () => Promise.resolve('SERVER0001') });
    expect(creation.kind).toBe('ready');
    if (creation.kind !== 'ready') return;
    const { create, actions: sdkActions } = actions();
    await expect(creation.createOrder({}, sdkActions)).resolves.toBe('SERVER0001');
    expect(create).not.toHaveBeenCalled();
  });

  it('is an error with both or neither', () => {
    expect(walletOrderCreation({ createOrderOnClient: () => walletOrderRequest(purchase), createOrderOnServer: () => Promise.resolve('X') })).toEqual({
      kind: 'misconfigured',
      message: walletTexts.bothOrderCreators,
    });
    expect(walletOrderCreation({})).toEqual({ kind: 'misconfigured', message: walletTexts.noOrderCreator });
  });
});
