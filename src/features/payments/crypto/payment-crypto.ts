import { base64ToBytes, bytesToBase64 } from './base64';

/**
 * The site's side of the payment service's encryption (decision 088), WebCrypto only (the
 * service's side, for the mocks, is mocks/payment-crypto.ts):
 * - requests (the plugin call's `data`; the charge's `data`, `extra`, `info`, `meta`) are sealed
 *   for the service's RSA public key: a fresh AES-256-GCM key encrypts the JSON and RSA-OAEP
 *   (SHA-256) wraps that key. The field is base64 of `version (1 byte) || wrapped key
 *   (modulus length) || iv (12) || ciphertext with its 16-byte tag`.
 * - answers (each field of the plugin's `informacion`) are AES-256-GCM under a key derived with
 *   HKDF-SHA-256 from the secure-data key (llavero); the field is base64 of `iv (12) || ciphertext`.
 * Any failure (bad base64, wrong key, tampering, JSON that does not parse) is a PaymentCryptoError.
 */
export class PaymentCryptoError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentCryptoError';
  }
}

const ENVELOPE_VERSION = 1;
const IV_BYTES = 12;
const AES_KEY_BITS = 256;
const RSA_ALGORITHM = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
/** Fixed HKDF inputs: the llavero is the only secret; these only separate this use of it. */
const HKDF_SALT = new TextEncoder().encode('bait-pagos-informacion');
const HKDF_INFO = new TextEncoder().encode('AES-256-GCM v1');

function subtle(): SubtleCrypto {
  const api = globalThis.crypto?.subtle;
  if (!api) throw new PaymentCryptoError('WebCrypto is not available (the page needs a secure context).');
  return api;
}

async function guard<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PaymentCryptoError) throw error;
    throw new PaymentCryptoError(message, { cause: error });
  }
}

function toJsonBytes(value: unknown): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(JSON.stringify(value));
}

function fromJsonBytes(bytes: ArrayBuffer): unknown {
  return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
}

function randomIv(): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

/** The service's public key, SPKI DER in base64 (VITE_PAYMENT_PUBLIC_KEY). */
export function importPaymentPublicKey(spkiBase64: string): Promise<CryptoKey> {
  return guard('The payment public key is not a valid RSA-OAEP SPKI key.', () =>
    subtle().importKey('spki', base64ToBytes(spkiBase64.trim()), RSA_ALGORITHM, false, ['encrypt']),
  );
}

/** Seals a JSON value for the payment service (a request field). */
export function sealForService(publicKey: CryptoKey, value: unknown): Promise<string> {
  return guard('The request could not be encrypted.', async () => {
    const api = subtle();
    const contentKey = await api.generateKey({ name: 'AES-GCM', length: AES_KEY_BITS }, true, ['encrypt']);
    const iv = randomIv();
    const ciphertext = await api.encrypt({ name: 'AES-GCM', iv }, contentKey, toJsonBytes(value));
    const wrappedKey = await api.encrypt(RSA_ALGORITHM, publicKey, await api.exportKey('raw', contentKey));
    return bytesToBase64(concat(Uint8Array.of(ENVELOPE_VERSION), new Uint8Array(wrappedKey), iv, new Uint8Array(ciphertext)));
  });
}

/** The AES-256-GCM key of the plugin answer, derived from the secure-data key (llavero, base64). */
export function deriveInformationKey(llavero: string): Promise<CryptoKey> {
  return guard('The secure-data key is not valid.', async () => {
    const api = subtle();
    const material = await api.importKey('raw', base64ToBytes(llavero), 'HKDF', false, ['deriveKey']);
    return api.deriveKey({ name: 'HKDF', hash: 'SHA-256', salt: HKDF_SALT, info: HKDF_INFO }, material, { name: 'AES-GCM', length: AES_KEY_BITS }, false, [
      'encrypt',
      'decrypt',
    ]);
  });
}

/** Decrypts a field of the plugin answer's `informacion` into its JSON value. */
export function decryptInformation(key: CryptoKey, field: string): Promise<unknown> {
  return guard('The information could not be decrypted.', async () => {
    const bytes = base64ToBytes(field);
    if (bytes.length <= IV_BYTES) throw new PaymentCryptoError('The encrypted information is too short.');
    return fromJsonBytes(await subtle().decrypt({ name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES) }, key, bytes.subarray(IV_BYTES)));
  });
}
