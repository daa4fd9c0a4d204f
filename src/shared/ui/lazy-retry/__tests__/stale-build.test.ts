import { describe, expect, it, vi } from 'vitest';
import { failedModuleAddress, forgetStaleBuildReload, recoverFromLostChunk, STALE_BUILD_RELOAD_KEY, type StaleBuildEnvironment } from '../stale-build';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const CHUNK = 'http://127.0.0.1:4173/assets/compatibility-page-B1a2C3d4.js';
const LOST = new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);

function environment(answer: () => Promise<Response>, address = '/compatibilidad?imei=1#resultado') {
  const storage = new MemoryStorage();
  const env = {
    address: () => address,
    reload: vi.fn(),
    fetch: vi.fn<(url: string, init: RequestInit) => Promise<Response>>(() => answer()),
    storage: () => storage,
  } satisfies StaleBuildEnvironment;
  return { env, storage };
}

const notFound = () => Promise.resolve(new Response('', { status: 404 }));
const htmlInstead = () => Promise.resolve(new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } }));
const script = () => Promise.resolve(new Response('export {}', { status: 200, headers: { 'content-type': 'text/javascript' } }));
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('a chunk gone after a deploy (decision 190)', () => {
  it("names the missing file of Chromium, Firefox and Safari errors and of the bundler's preload error", () => {
    expect(failedModuleAddress(LOST)).toBe(CHUNK);
    expect(failedModuleAddress(new TypeError(`error loading dynamically imported module: ${CHUNK}`))).toBe(CHUNK);
    expect(failedModuleAddress(new TypeError(`Importing a module script failed.`))).toBeUndefined();
    expect(failedModuleAddress(new Error('Unable to preload CSS for /assets/top-up-modal-Xy12.css'))).toBe('/assets/top-up-modal-Xy12.css');
    expect(failedModuleAddress('nothing')).toBeUndefined();
  });

  it.each([
    ['a 404', notFound],
    ["the site's HTML in place of the script", htmlInstead],
  ])('reloads once, to the same address, when the server answers with %s', async (_kind, answer) => {
    const { env, storage } = environment(answer);
    expect(await recoverFromLostChunk(LOST, env)).toBe('reloading');
    expect(env.fetch).toHaveBeenCalledWith(CHUNK, { method: 'HEAD', cache: 'no-store' });
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(STALE_BUILD_RELOAD_KEY)).toBe('/compatibilidad?imei=1#resultado');

    // The same failure after the reload: the retry, never a second reload.
    expect(await recoverFromLostChunk(LOST, env)).toBe('show-retry');
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('shows the retry without reloading when the network is down, or the file is there after all', async () => {
    for (const answer of [offline, script]) {
      const { env, storage } = environment(answer);
      expect(await recoverFromLostChunk(LOST, env)).toBe('show-retry');
      expect(env.reload).not.toHaveBeenCalled();
      expect(storage.getItem(STALE_BUILD_RELOAD_KEY)).toBeNull();
    }
  });

  it('asks for the page itself when the error names no file', async () => {
    const answering = environment(notFound);
    expect(await recoverFromLostChunk(new TypeError('Importing a module script failed.'), answering.env)).toBe('reloading');
    expect(answering.env.fetch).toHaveBeenCalledWith('/compatibilidad?imei=1#resultado', { method: 'HEAD', cache: 'no-store' });
    const down = environment(offline);
    expect(await recoverFromLostChunk(new TypeError('Importing a module script failed.'), down.env)).toBe('show-retry');
  });

  it('reloads again for another address, and after a chunk arrived for the same one', async () => {
    const first = environment(notFound, '/recargas');
    await recoverFromLostChunk(LOST, first.env);
    const other = { ...first.env, address: () => '/paquetes' };
    expect(await recoverFromLostChunk(LOST, other)).toBe('reloading');
    forgetStaleBuildReload(first.env);
    expect(await recoverFromLostChunk(LOST, first.env)).toBe('reloading');
  });

  it('never reloads when the tab cannot remember it did (storage refused)', async () => {
    const { env } = environment(notFound);
    const refusing = {
      ...env,
      storage: () =>
        ({
          getItem: () => null,
          setItem: () => {
            throw new DOMException('full', 'QuotaExceededError');
          },
        }) as unknown as Storage,
    };
    expect(await recoverFromLostChunk(LOST, refusing)).toBe('show-retry');
    expect(env.reload).not.toHaveBeenCalled();
    expect(await recoverFromLostChunk(LOST, { ...env, storage: () => undefined })).toBe('show-retry');
  });
});
