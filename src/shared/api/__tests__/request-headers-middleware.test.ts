import createClient from 'openapi-fetch';
import { describe, expect, it, vi } from 'vitest';
import type { paths as MainApiPaths } from '@/api/generated/main-api';
import type { paths as SiteAssetsPaths } from '@/api/generated/site-assets';
import {
  APP_VERSION_HEADER,
  createRequestHeadersMiddleware,
  ORIGIN_HEADER,
  SERVICE_KEY_HEADER,
  XSRF_HEADER,
  type RequestHeadersOptions,
} from '../request-headers-middleware';

/** The item at index, failing the test when it is missing. */
function nth<T>(list: readonly T[], index = 0): T {
  const item = list[index];
  if (item === undefined) throw new Error(`nothing at ${index}`);
  return item;
}

const PAGE_ORIGIN = 'http://127.0.0.1:5173';
const QA_HOST = 'qa.bait.test';

function setup(overrides: Partial<RequestHeadersOptions> = {}, baseUrl = 'https://api.bait.example') {
  const seen: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    seen.push(request);
    return new Response(JSON.stringify({ success: true }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  const middleware = createRequestHeadersMiddleware({
    appVersion: '1.2.3',
    pageOrigin: () => PAGE_ORIGIN,
    production: true,
    qaHost: QA_HOST,
    operatorApi: true,
    serviceKey: 'clave-de-servicio',
    readCookie: (name) => (name === 'XSRF-TOKEN' ? 'token-xsrf' : undefined),
    ...overrides,
  });
  const main = createClient<MainApiPaths>({ baseUrl, fetch });
  const assets = createClient<SiteAssetsPaths>({ baseUrl, fetch });
  main.use(middleware);
  assets.use(middleware);
  return { main, assets, seen };
}

const contactBody = {
  campania: { campaign: 'c', content: 'c', medium: 'm', source: 's' },
  persona: { nombre: 'Ana', telefono: '5512345678', correo: 'ana@example.com' },
} as never;

describe('the request headers middleware (spec 7)', () => {
  it('adds app-version, origen, the service key and the XSRF token to a production POST', async () => {
    const { main, seen } = setup();
    await main.POST('/api/core/captacion/imei/verificacion', { body: { IMEI: '490154203237518' } as never });
    const headers = nth(seen).headers;
    expect(nth(seen).url).toBe('https://api.bait.example/api/core/captacion/imei/verificacion');
    expect(headers.get(APP_VERSION_HEADER)).toBe('1.2.3');
    expect(headers.get(ORIGIN_HEADER)).toBe(PAGE_ORIGIN);
    expect(headers.get(SERVICE_KEY_HEADER)).toBe('clave-de-servicio');
    expect(headers.get(XSRF_HEADER)).toBe('token-xsrf');
  });

  it('keeps a key or an origen the call names itself, and sends no XSRF token on a GET', async () => {
    const { main, assets, seen } = setup();
    await main.POST('/api/core/captacion/contacto', {
      params: { header: { Ordaccess: 'acceso', Ordservicio: 'clave-del-canal' } },
      body: contactBody,
    });
    expect(nth(seen).headers.get(SERVICE_KEY_HEADER)).toBe('clave-del-canal');
    await assets.GET('/assets/config/feature-flags.json');
    expect(nth(seen, 1).headers.get(XSRF_HEADER)).toBeNull();
    expect(nth(seen, 1).headers.get(APP_VERSION_HEADER)).toBe('1.2.3');
  });

  it('sends neither key nor token to a host that is not an operator API, nor a key when none is configured', async () => {
    const { assets, seen } = setup({ operatorApi: false });
    await assets.GET('/assets/config/feature-flags.json');
    expect(nth(seen).headers.get(SERVICE_KEY_HEADER)).toBeNull();
    const { main, seen: seenWithoutKey } = setup({ serviceKey: '', readCookie: () => undefined });
    await main.POST('/api/core/captacion/imei/verificacion', { body: { IMEI: '490154203237518' } as never });
    expect(nth(seenWithoutKey).headers.get(SERVICE_KEY_HEADER)).toBeNull();
    expect(nth(seenWithoutKey).headers.get(XSRF_HEADER)).toBeNull();
  });

  it('outside production, sends the QA host to the page origin with the production headers and the same body', async () => {
    const { main, seen } = setup({ production: false }, `http://${QA_HOST}`);
    await main.POST('/api/core/captacion/imei/verificacion', { body: { IMEI: '490154203237518' } as never });
    const request = nth(seen);
    expect(request.url).toBe(`${PAGE_ORIGIN}/api/core/captacion/imei/verificacion`);
    expect(request.method).toBe('POST');
    expect(await request.json()).toEqual({ IMEI: '490154203237518' });
    expect(request.headers.get(APP_VERSION_HEADER)).toBe('1.2.3');
    expect(request.headers.get(ORIGIN_HEADER)).toBe(PAGE_ORIGIN);
    expect(request.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('outside production, leaves other hosts alone and adds no production headers; in production, never redirects', async () => {
    const { main, seen } = setup({ production: false });
    await main.POST('/api/core/captacion/imei/verificacion', { body: { IMEI: '490154203237518' } as never });
    const request = nth(seen);
    expect(request.url).toBe('https://api.bait.example/api/core/captacion/imei/verificacion');
    expect(request.headers.get(APP_VERSION_HEADER)).toBeNull();
    expect(request.headers.get(ORIGIN_HEADER)).toBeNull();
    const { main: production, seen: seenInProduction } = setup({}, `http://${QA_HOST}`);
    await production.POST('/api/core/captacion/imei/verificacion', { body: { IMEI: '490154203237518' } as never });
    expect(nth(seenInProduction).url).toBe(`http://${QA_HOST}/api/core/captacion/imei/verificacion`);
  });
});
