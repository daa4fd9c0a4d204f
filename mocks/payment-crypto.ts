/**
 * The payment service's side of its encryption (decision 088), as the contract describes it
 * (openapi/payments-api.yaml, info.description): written apart from the app's side
 * (src/features/payments/crypto), so each checks the other.
 * - A request field is base64 of `1 || RSA-OAEP-SHA-256(AES key) || iv (12) || AES-256-GCM(JSON)`.
 * - A field of the plugin's `informacion` is base64 of `iv (12) || AES-256-GCM(JSON)` under the
 *   key derived with HKDF-SHA-256 from the base64-decoded llavero.
 * WebCrypto only: the mock runs in the browser and in Node.
 */
const ENVELOPE_VERSION = 1;
const IV_BYTES = 12;
const RSA_ALGORITHM = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const HKDF_SALT = new TextEncoder().encode('bait-pagos-informacion');
const HKDF_INFO = new TextEncoder().encode('AES-256-GCM v1');

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

function parseJson(bytes: ArrayBuffer): unknown {
  return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
}

export function importPrivateKey(pkcs8Base64: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('pkcs8', fromBase64(pkcs8Base64), RSA_ALGORITHM, false, ['decrypt']);
}

/** Opens a request field sealed for the service's key; rejects when it cannot. */
export async function openSealed(privateKey: CryptoKey, sealed: string): Promise<unknown> {
  const bytes = fromBase64(sealed);
  const wrappedLength = (privateKey.algorithm as RsaHashedKeyAlgorithm).modulusLength / 8;
  if (bytes[0] !== ENVELOPE_VERSION || bytes.length <= 1 + wrappedLength + IV_BYTES) throw new Error('not a sealed envelope');
  const rawKey = await crypto.subtle.decrypt(RSA_ALGORITHM, privateKey, bytes.subarray(1, 1 + wrappedLength));
  const key = await crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['decrypt']);
  const iv = bytes.subarray(1 + wrappedLength, 1 + wrappedLength + IV_BYTES);
  return parseJson(await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, bytes.subarray(1 + wrappedLength + IV_BYTES)));
}

export async function informationKey(llavero: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', fromBase64(llavero), 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey({ name: 'HKDF', hash: 'SHA-256', salt: HKDF_SALT, info: HKDF_INFO }, material, { name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
}

/** `iv` only for the contract's examples, written deterministically; a fresh one otherwise. */
export async function encryptInformation(
  key: CryptoKey,
  value: unknown,
  iv: Uint8Array<ArrayBuffer> = crypto.getRandomValues(new Uint8Array(IV_BYTES)),
): Promise<string> {
  const ciphertext = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(JSON.stringify(value)));
  const joined = new Uint8Array(IV_BYTES + ciphertext.byteLength);
  joined.set(iv);
  joined.set(new Uint8Array(ciphertext), IV_BYTES);
  return toBase64(joined);
}

/** Rejects when the field is not ciphertext under this key. */
export async function decryptInformation(key: CryptoKey, field: string): Promise<unknown> {
  const bytes = fromBase64(field);
  return parseJson(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES) }, key, bytes.subarray(IV_BYTES)));
}
