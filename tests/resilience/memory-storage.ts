import { vi } from 'vitest';

/** A `Storage` held in memory, for node tests of the storage readers. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  clear(): void {
    this.items.clear();
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

/**
 * Gives node a `window` with `localStorage` (the readers look it up on each call); undo with
 * `vi.unstubAllGlobals()`. Only what the readers and the session store touch.
 */
export function stubWindowStorage(): MemoryStorage {
  const storage = new MemoryStorage();
  vi.stubGlobal('window', {
    localStorage: storage,
    // The one tab-scoped key (the SSO state) is read the same way: one store serves both here.
    sessionStorage: storage,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
  return storage;
}
