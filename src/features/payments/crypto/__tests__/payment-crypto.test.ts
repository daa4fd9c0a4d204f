import { describe, expect, it } from 'vitest';
import { env } from '@/shared/config/env';
import { encryptInformation, importPrivateKey, informationKey, openSealed } from '@mocks/payment-crypto';
import { MOCK_PAYMENT_PRIVATE_KEY, MOCK_PAYMENT_PUBLIC_KEY } from '@mocks/payment-keys';
import { base64ToBytes, bytesToBase64 } from '../base64';
import { decryptInformation, deriveInformationKey, importPaymentPublicKey, PaymentCryptoError, sealForService } from '../payment-crypto';

const sale = { uuid: '4f0c2b1e-8a7d-4c3b-9e2f-1a2b3c4d5e6f', nombre: 'Recarga 200 ñandú', precio: 200, logged: 'No' };
const LLAVERO = 'bGxhdmVyby1kZS1wcnVlYmEtYmFpdA==';
const OTHER_LLAVERO = 'bGxhdmVyby1lc2ltLWJhaXQ=';

function flipByte(field: string, index: number): string {
  const bytes = base64ToBytes(field);
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  return bytesToBase64(bytes);
}

async function otherPrivateKey(): Promise<CryptoKey> {
  const pair = await crypto.subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, false, [
    'encrypt',
    'decrypt',
  ]);
  return pair.privateKey;
}

// The app seals and decrypts; the mock service (its own implementation of the contract's scheme) opens and encrypts.
describe('requests sealed for the payment service (RSA-OAEP + AES-256-GCM)', () => {
  it('round-trips with the mock key pair, which is the mock mode public key', async () => {
    expect(env.paymentPublicKey).toBe(MOCK_PAYMENT_PUBLIC_KEY);
    const sealed = await sealForService(await importPaymentPublicKey(MOCK_PAYMENT_PUBLIC_KEY), sale);
    expect(sealed).toMatch(/^[A-Za-z0-9+/]{4,8192}={0,2}$/);
    await expect(openSealed(await importPrivateKey(MOCK_PAYMENT_PRIVATE_KEY), sealed)).resolves.toEqual(sale);
  });

  it('fails with another private key, when tampered with, and on text that is not an envelope', async () => {
    const privateKey = await importPrivateKey(MOCK_PAYMENT_PRIVATE_KEY);
    const sealed = await sealForService(await importPaymentPublicKey(MOCK_PAYMENT_PUBLIC_KEY), sale);
    await expect(openSealed(await otherPrivateKey(), sealed)).rejects.toThrow();
    const lastByte = base64ToBytes(sealed).length - 1;
    await expect(openSealed(privateKey, flipByte(sealed, lastByte))).rejects.toThrow();
    await expect(openSealed(privateKey, flipByte(sealed, 10))).rejects.toThrow();
    await expect(openSealed(privateKey, btoa(JSON.stringify(sale)))).rejects.toThrow();
    await expect(openSealed(privateKey, 'no es base64!')).rejects.toThrow();
    await expect(importPaymentPublicKey('')).rejects.toBeInstanceOf(PaymentCryptoError);
  });
});

describe('plugin information under the secure-data key (AES-256-GCM, HKDF)', () => {
  it('round-trips, and the same iv gives the same text (the contract examples)', async () => {
    const serviceKey = await informationKey(LLAVERO);
    const field = await encryptInformation(serviceKey, sale);
    await expect(decryptInformation(await deriveInformationKey(LLAVERO), field)).resolves.toEqual(sale);
    const iv = new Uint8Array(12).fill(7);
    expect(await encryptInformation(serviceKey, sale, iv)).toBe(await encryptInformation(serviceKey, sale, iv.slice()));
  });

  it('fails with another llavero, when tampered with, and on plain base64 JSON', async () => {
    const key = await deriveInformationKey(LLAVERO);
    const field = await encryptInformation(await informationKey(LLAVERO), sale);
    await expect(decryptInformation(await deriveInformationKey(OTHER_LLAVERO), field)).rejects.toBeInstanceOf(PaymentCryptoError);
    await expect(decryptInformation(key, flipByte(field, 20))).rejects.toBeInstanceOf(PaymentCryptoError);
    await expect(decryptInformation(key, flipByte(field, 0))).rejects.toBeInstanceOf(PaymentCryptoError);
    await expect(decryptInformation(key, btoa(JSON.stringify(sale)))).rejects.toBeInstanceOf(PaymentCryptoError);
    await expect(deriveInformationKey('%%%')).rejects.toBeInstanceOf(PaymentCryptoError);
  });
});
