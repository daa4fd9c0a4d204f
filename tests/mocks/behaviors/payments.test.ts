import { describe, expect, it } from 'vitest';
import { decryptInformation, deriveInformationKey, importPaymentPublicKey, sealForService } from '@/features/payments/crypto/payment-crypto';
import { rememberedLlavero, storedCharges, storedPluginRequests } from '@mocks/behaviors/payments';
import { encryptInformation, informationKey } from '@mocks/payment-crypto';
import { MOCK_PAYMENT_PUBLIC_KEY } from '@mocks/payment-keys';
import { chooseScenarios } from '@mocks/testing';
import { API, exampleOf, PAYMENTS_API, send } from './helpers';

const UUID = '3b2f6c1a-7d4e-4f8a-9b0c-1e2d3f4a5b6c';
const secureData = () => send('POST', `${API}/api/core/servicio/resources/datos-seguros/pagos`, { uuid: UUID });
const pluginData = { tienda: 'bait-recargas', canal: 'pagos', telefono: '5512345678', precio: 200, correo: 'maria@example.com' };
const seal = async (value: unknown) => sealForService(await importPaymentPublicKey(MOCK_PAYMENT_PUBLIC_KEY), value);
const plugin = async (data?: string) => send('POST', `${PAYMENTS_API}/servicio/angular/plugin`, { data: data ?? (await seal(pluginData)) });
const charge = (body: Record<string, string>) =>
  send('POST', `${PAYMENTS_API}/servicio/angular/web/1/cobrar`, body, { tienda: 'bait-recargas', origen: 'recargas' });
const sale = { uuid: UUID, precio: 200, total: 200, telefono: '5512345678' };

async function decryptedProvider(body: Record<string, unknown>, llavero: string): Promise<unknown> {
  const informacion = body.informacion as { proveedor: string };
  return decryptInformation(await deriveInformationKey(llavero), informacion.proveedor);
}

describe('payment mocks (decision 088)', () => {
  it('answer the plugin under the llavero that secure data answered, and keep the decrypted request', async () => {
    const ok = exampleOf('getSecureData', 'ok') as { key: string };
    expect((await secureData()).body).toEqual(ok);
    expect(rememberedLlavero()).toBe(ok.key);
    const answer = await plugin();
    expect(answer.body).toEqual(exampleOf('getPaymentPlugin', 'cardProvider'));
    await expect(decryptedProvider(answer.body, ok.key)).resolves.toMatchObject({ tipo: 1 });
    expect(storedPluginRequests()).toEqual([pluginData]);

    // Another llavero: the same example, re-encrypted for it; the contract's key no longer opens it.
    chooseScenarios({ getSecureData: 'okOrdCliente', getPaymentPlugin: 'walletProvider' });
    const other = (exampleOf('getSecureData', 'okOrdCliente') as { key: string }).key;
    await secureData();
    const wallet = await plugin();
    expect(wallet.status).toBe(200);
    expect(wallet.source).toBe('behavior:walletProvider');
    await expect(decryptedProvider(wallet.body, other)).resolves.toMatchObject({ tipo: 3 });
    await expect(decryptedProvider(wallet.body, ok.key)).rejects.toThrow();
  });

  it('answer a one-off purchase (SIM, eSIM) without a recurring top-up, unless a scenario names the answer (decision 270)', async () => {
    await secureData();
    for (const canal of ['captacion', 'esim']) {
      const oneOff = await plugin(await seal({ ...pluginData, canal }));
      expect(oneOff.body, canal).toEqual(exampleOf('getPaymentPlugin', 'oneOffPurchase'));
    }
    expect((await plugin(await seal({ ...pluginData, canal: 'asociados' }))).body).toEqual(exampleOf('getPaymentPlugin', 'cardProvider'));
    chooseScenarios({ getPaymentPlugin: 'cardProvider' });
    expect((await plugin(await seal({ ...pluginData, canal: 'esim' }))).body).toEqual(exampleOf('getPaymentPlugin', 'cardProvider'));
  });

  it('pass through answers without information and fields under a foreign llavero', async () => {
    await secureData();
    chooseScenarios({ getPaymentPlugin: 'clientDataError' });
    expect((await plugin()).body).toEqual(exampleOf('getPaymentPlugin', 'clientDataError'));
    chooseScenarios({ getPaymentPlugin: 'undecryptableInformation' });
    const foreign = await plugin();
    await expect(decryptedProvider(foreign.body, (exampleOf('getSecureData', 'ok') as { key: string }).key)).rejects.toThrow();
  });

  it('answer 400 to a plugin request or a charge they cannot decrypt, whatever the scenario', async () => {
    chooseScenarios({ getPaymentPlugin: 'walletProvider', chargePayment: 'charged' });
    const plain = btoa(JSON.stringify(pluginData));
    const pluginAnswer = await plugin(plain);
    expect(pluginAnswer.status).toBe(400);
    expect(pluginAnswer.body).toEqual(exampleOf('getPaymentPlugin', 'undecryptablePluginRequest'));
    // Encrypted for another key: a block sealed as an answer, not for the service.
    const wrongKey = await encryptInformation(await informationKey('bGxhdmVybw=='), sale);
    const sealed = await seal(sale);
    const chargeAnswer = await charge({ data: sealed, extra: sealed, info: sealed, meta: wrongKey });
    expect(chargeAnswer.status).toBe(400);
    expect(chargeAnswer.body).toEqual(exampleOf('chargePayment', 'undecryptableCharge'));
    expect(storedPluginRequests()).toEqual([]);
    expect(storedCharges()).toEqual([]);
  });

  it('keep each decrypted charge with its path and headers, approved or declined', async () => {
    const blocks = {
      data: await seal({ divisa: 'MXN' }),
      extra: await seal(sale),
      info: await seal({}),
      meta: await seal({ token: 'tok_123', recurrente: false }),
    };
    expect((await charge(blocks)).body).toEqual(exampleOf('chargePayment', 'charged'));
    chooseScenarios({ chargePayment: 'declined' });
    expect((await charge(blocks)).body).toEqual(exampleOf('chargePayment', 'declined'));
    const expected = {
      channel: 'web',
      providerType: '1',
      tienda: 'bait-recargas',
      origen: 'recargas',
      data: { divisa: 'MXN' },
      extra: sale,
      info: {},
      meta: { token: 'tok_123', recurrente: false },
    };
    expect(storedCharges()).toEqual([expected, expected]);
  });
});
