/**
 * Local keys the spec stores "encoded" (the user, mibait-perfil, mibait-pin): base64 of the
 * JSON, through UTF-8 so names with accents survive. Storage that is unavailable (private
 * mode, disabled) reads as empty and ignores writes: the site still works, it only forgets.
 */
function localStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function encodeValue(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
}

/** The value `encodeValue` wrote, or undefined for anything else (not base64, not UTF-8, not JSON). */
export function decodeValue(encoded: string): unknown {
  try {
    const bytes = Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
    // fatal: bytes that are not UTF-8 (a truncated or foreign value) fail instead of becoming U+FFFD.
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}

export function readRaw(key: string): string | null {
  try {
    return localStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeRaw(key: string, value: string): void {
  try {
    localStore()?.setItem(key, value);
  } catch {
    // Full or disabled storage: the value lives only as long as the page.
  }
}

export function removeKeys(...keys: string[]): void {
  for (const key of keys) {
    try {
      localStore()?.removeItem(key);
    } catch {
      // Nothing stored, nothing to remove.
    }
  }
}

export function readEncoded(key: string): unknown {
  const raw = readRaw(key);
  return raw === null ? undefined : decodeValue(raw);
}

export function writeEncoded(key: string, value: unknown): void {
  writeRaw(key, encodeValue(value));
}
