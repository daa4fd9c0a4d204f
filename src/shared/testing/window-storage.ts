import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For the tests of a module that reads `window.localStorage` outside a DOM (the node environment):
 * before each test `window` is a stand-in whose localStorage is the returned map, emptied; after
 * it the real globals come back. Call it at the top of the test file.
 */
export function stubWindowLocalStorage(): Map<string, string> {
  const items = new Map<string, string>();
  beforeEach(() => {
    items.clear();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, value),
        removeItem: (key: string) => void items.delete(key),
      },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return items;
}
