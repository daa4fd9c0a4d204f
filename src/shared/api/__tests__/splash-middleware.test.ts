import createClient from 'openapi-fetch';
import { describe, expect, it, vi } from 'vitest';
import type { paths as MainApiPaths } from '@/api/generated/main-api';
import type { paths as SiteAssetsPaths } from '@/api/generated/site-assets';
import { AWAIT_LOADER_HEADER, createSplashMiddleware, isSplashExcluded, releaseSplashHold, SplashCounter } from '../splash-middleware';

/** A fetch whose answers the test releases one by one, to look at the counter in between. */
function controlledFetch() {
  const pending: Array<{ request: Request; resolve: (response: Response) => void; reject: (error: unknown) => void }> = [];
  const fetch = vi.fn(
    (request: Request) =>
      new Promise<Response>((resolve, reject) => {
        pending.push({ request, resolve, reject });
      }),
  );
  return { fetch, pending };
}

function setup() {
  const counter = new SplashCounter();
  const { fetch, pending } = controlledFetch();
  const middleware = createSplashMiddleware(counter);
  const assets = createClient<SiteAssetsPaths>({ baseUrl: 'http://localhost', fetch });
  const main = createClient<MainApiPaths>({ baseUrl: 'http://localhost', fetch });
  assets.use(middleware);
  main.use(middleware);
  return { counter, pending, assets, main };
}

const json = (status: number) => new Response(JSON.stringify([]), { status, headers: { 'Content-Type': 'application/json' } });
const getBanners = (assets: ReturnType<typeof setup>['assets'], headers?: Record<string, string>) =>
  assets.GET('/resources/banners/{page}/banners.json', { params: { path: { page: 'home' } }, headers });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('splash middleware', () => {
  it('is active while any request runs and idle when all have ended', async () => {
    const { counter, pending, assets } = setup();
    const first = getBanners(assets);
    const second = getBanners(assets);
    await settle();
    expect(counter.isActive()).toBe(true);

    pending[0]?.resolve(json(200));
    await first;
    expect(counter.isActive()).toBe(true);

    pending[1]?.resolve(json(200));
    await second;
    expect(counter.isActive()).toBe(false);
  });

  it('lets go on an HTTP error and on a network error', async () => {
    const { counter, pending, assets } = setup();
    const httpError = getBanners(assets);
    const networkError = getBanners(assets, { [AWAIT_LOADER_HEADER]: 'true' });
    await settle();

    pending[0]?.resolve(json(404));
    await httpError;
    pending[1]?.reject(new TypeError('Failed to fetch'));
    await expect(networkError).rejects.toThrow('Failed to fetch');

    expect(counter.isActive()).toBe(false);
  });

  it('keeps the splash after a successful await-loader request until the hold is released', async () => {
    const { counter, pending, assets } = setup();
    const call = getBanners(assets, { [AWAIT_LOADER_HEADER]: 'true' });
    await settle();
    pending[0]?.resolve(json(200));
    await call;

    expect(counter.isActive()).toBe(true);
    releaseSplashHold(counter);
    expect(counter.isActive()).toBe(false);
  });

  it('does not send the await-loader header to the server', async () => {
    const { pending, assets } = setup();
    const call = getBanners(assets, { [AWAIT_LOADER_HEADER]: 'true' });
    await settle();
    expect(pending[0]?.request.headers.has(AWAIT_LOADER_HEADER)).toBe(false);
    pending[0]?.resolve(json(200));
    await call;
  });

  it('never counts journey and tracking calls', async () => {
    const { counter, pending, main } = setup();
    const journey = main.GET('/api/core/captacion/journey/{uuid}/update/{event}/{value}', {
      params: { path: { uuid: 'e7c1f7a2-0000-4000-8000-000000000001', event: 11, value: 'true' } },
    });
    await settle();
    expect(counter.isActive()).toBe(false);
    pending[0]?.resolve(json(200));
    await journey.catch(() => undefined);

    expect(isSplashExcluded('http://localhost/api/esim/v1/api/publico/tracking/abc/portabilidad')).toBe(true);
    expect(isSplashExcluded('http://localhost/api/core/captacion/journey/abc/update/1/true')).toBe(true);
    expect(isSplashExcluded('http://localhost/api/core/captacion/contacto')).toBe(false);
  });

  it('tells subscribers only when the splash turns on or off', () => {
    const counter = new SplashCounter();
    const listener = vi.fn();
    counter.subscribe(listener);
    counter.start();
    counter.start();
    counter.end(false);
    counter.end(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
