import createClient from 'openapi-fetch';
import { describe, expect, it, vi } from 'vitest';
import type { paths as MainApiPaths } from '@/api/generated/main-api';
import { createSessionExpiryMiddleware } from '../session-expiry-middleware';

const json = (status: number) => new Response(JSON.stringify({ success: false }), { status, headers: { 'Content-Type': 'application/json' } });

function setup(status: number, access: { current: string | undefined }) {
  const onUnauthorized = vi.fn();
  const fetch = vi.fn(async () => json(status));
  const client = createClient<MainApiPaths>({ baseUrl: 'http://localhost', fetch });
  client.use(createSessionExpiryMiddleware({ currentAccess: () => access.current, onUnauthorized }));
  const getConsumption = () => client.POST('/conn/page/api/app/consumoV3', { body: { access: 'token-a' } });
  return { client, onUnauthorized, getConsumption };
}

describe('session expiry middleware', () => {
  it('ends the session whose token the call was sent with when the answer is 401', async () => {
    const { onUnauthorized, getConsumption } = setup(401, { current: 'token-a' });
    const { response } = await getConsumption();
    expect(response.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(onUnauthorized).toHaveBeenCalledWith('token-a');
  });

  it('leaves alone a 401 of a call sent without a session (a visitor’s call)', async () => {
    const { onUnauthorized, getConsumption } = setup(401, { current: undefined });
    await getConsumption();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each([200, 400, 403, 404, 500])('leaves the session alone on a %d answer', async (status) => {
    const { onUnauthorized, getConsumption } = setup(status, { current: 'token-a' });
    await getConsumption();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('names the token of the session that sent the call, even if another logged in meanwhile', async () => {
    const access = { current: 'token-a' as string | undefined };
    const onUnauthorized = vi.fn();
    let release: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    const client = createClient<MainApiPaths>({ baseUrl: 'http://localhost', fetch });
    client.use(createSessionExpiryMiddleware({ currentAccess: () => access.current, onUnauthorized }));
    const call = client.POST('/conn/page/api/app/consumoV3', { body: { access: 'token-a' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    access.current = 'token-b';
    release(json(401));
    await call;
    expect(onUnauthorized).toHaveBeenCalledWith('token-a');
  });

  it('does not end the session on a 401 of the logout call itself', async () => {
    const { client, onUnauthorized } = setup(401, { current: 'token-a' });
    await client.POST('/conn/page/api/app/logout', { body: { operation: 'logout', numero: '5512345678', access: 'token-a' } });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('forgets a call that failed on the network', async () => {
    const onUnauthorized = vi.fn();
    const client = createClient<MainApiPaths>({
      baseUrl: 'http://localhost',
      fetch: vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    });
    client.use(createSessionExpiryMiddleware({ currentAccess: () => 'token-a', onUnauthorized }));
    await expect(client.POST('/conn/page/api/app/consumoV3', { body: { access: 'token-a' } })).rejects.toThrow('Failed to fetch');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
