import { describe, expect, it } from 'vitest';
import { IDENTITY_PROVIDER_PAGES, identityProviderUrl, isIdentityProviderConfigured, newSsoState, type IdentityProviderAction } from '../identity-provider';

const ORIGIN = 'https://www.bait.example';
const real = { url: 'https://sso.bait.example/{pagina}', clientId: 'bait-web' };
const local = { url: '/identity-provider/index.html?pagina={pagina}', clientId: 'bait-web-mock' };

describe('identityProviderUrl', () => {
  it.each(Object.entries(IDENTITY_PROVIDER_PAGES))('%s goes to the page %s with redirect and client_id', (action, page) => {
    const url = new URL(identityProviderUrl(action as IdentityProviderAction, { config: real, origin: ORIGIN }) ?? '');
    expect(url.origin + url.pathname).toBe(`https://sso.bait.example/${page}`);
    expect(url.searchParams.get('redirect')).toBe(`${ORIGIN}/sso-callback`);
    expect(url.searchParams.get('client_id')).toBe('bait-web');
    expect(url.searchParams.has('state')).toBe(false);
  });

  it('carries the state of a login and another page to come back to', () => {
    const url = new URL(identityProviderUrl('login', { config: real, origin: ORIGIN, state: 'abc123' }) ?? '');
    expect(url.searchParams.get('state')).toBe('abc123');
    const back = new URL(identityProviderUrl('update-phone', { config: real, origin: ORIGIN, redirectPath: '/editar-perfil' }) ?? '');
    expect(back.searchParams.get('redirect')).toBe(`${ORIGIN}/editar-perfil`);
  });

  it('resolves the local stand-in of mock mode against the site, keeping its own query', () => {
    const url = new URL(identityProviderUrl('register', { config: local, origin: ORIGIN }) ?? '');
    expect(url.origin + url.pathname).toBe(`${ORIGIN}/identity-provider/index.html`);
    expect(url.searchParams.get('pagina')).toBe('registro');
    expect(url.searchParams.get('client_id')).toBe('bait-web-mock');
  });

  it('appends the page to an address without {pagina}', () => {
    const url = identityProviderUrl('delete', { config: { url: 'https://sso.bait.example/cuenta/', clientId: 'x' }, origin: ORIGIN });
    expect(url?.startsWith('https://sso.bait.example/cuenta/eliminar-cuenta?')).toBe(true);
  });

  it('names no address without an identity provider', () => {
    const none = { url: ' ', clientId: '' };
    expect(isIdentityProviderConfigured(none)).toBe(false);
    expect(identityProviderUrl('login', { config: none, origin: ORIGIN })).toBeUndefined();
  });

  it('makes a new random state each time', () => {
    const first = newSsoState();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(newSsoState()).not.toBe(first);
  });
});
