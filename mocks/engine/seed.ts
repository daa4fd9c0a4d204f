/** 32-bit FNV-1a: a stable hash, the same in every browser, Node version and machine. */
export function hashToSeed(...parts: string[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    for (let index = 0; index < part.length; index += 1) {
      hash ^= part.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193);
    }
    hash ^= 0x1f; // separator, so ('ab','c') and ('a','bc') differ
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
