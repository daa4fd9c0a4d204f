import { env } from '@/shared/config/env';
import { accountPaths } from '@/shared/domain/routing/paths';

/**
 * The identity provider's pages the site sends a visitor to (spec 7 "Account calls": register,
 * login, delete account, change confirmation, update phone and change password are redirects
 * with a redirect and a client id).
 */
export type IdentityProviderAction = 'register' | 'login' | 'delete' | 'confirm-change' | 'update-phone' | 'change-password';

/** The name of each page at the identity provider: what `{pagina}` of the address stands for. */
export const IDENTITY_PROVIDER_PAGES: Readonly<Record<IdentityProviderAction, string>> = {
  register: 'registro',
  login: 'login',
  delete: 'eliminar-cuenta',
  'confirm-change': 'confirmar-cambio',
  'update-phone': 'actualizar-telefono',
  'change-password': 'cambiar-contrasena',
};

/** Names of the query parameters the identity provider reads. */
const IDENTITY_PROVIDER_PARAMS = { redirect: 'redirect', clientId: 'client_id', state: 'state' } as const;

/** Where the identity provider lives and who this site is to it (from env). */
export interface IdentityProviderConfig {
  /**
   * The address of a page, with `{pagina}` standing for the page's name (e.g.
   * `https://sso.bait.example/{pagina}`, or the local stand-in `/identity-provider/index.html?pagina={pagina}`);
   * without `{pagina}`, the page's name is appended as a path segment. Relative addresses are
   * resolved against the site's origin.
   */
  url: string;
  clientId: string;
}

const PAGE_PLACEHOLDER = '{pagina}';

export const identityProviderConfig: IdentityProviderConfig = { url: env.ssoUrl, clientId: env.ssoClientId };

/** Whether the environment names an identity provider (an empty VITE_SSO_URL names none). */
export function isIdentityProviderConfigured(config: IdentityProviderConfig = identityProviderConfig): boolean {
  return config.url.trim() !== '';
}

function siteOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

export interface IdentityProviderUrlOptions {
  /** Returned by the identity provider with the code; login and register carry one (see `newSsoState`). */
  state?: string;
  /** The site's page the identity provider sends the visitor back to; /sso-callback by default. */
  redirectPath?: string;
  config?: IdentityProviderConfig;
  /** The site's origin, for the absolute redirect address; the page's own by default. */
  origin?: string;
}

/**
 * The address of an identity-provider page with `redirect` (this site's /sso-callback) and
 * `client_id`, plus `state` when given; undefined when no identity provider is configured.
 */
export function identityProviderUrl(action: IdentityProviderAction, options: IdentityProviderUrlOptions = {}): string | undefined {
  const { config = identityProviderConfig, origin = siteOrigin(), redirectPath = accountPaths.ssoCallback, state } = options;
  if (!isIdentityProviderConfigured(config)) return undefined;
  const page = IDENTITY_PROVIDER_PAGES[action];
  const template = config.url.trim();
  const address = template.includes(PAGE_PLACEHOLDER)
    ? template.replaceAll(PAGE_PLACEHOLDER, encodeURIComponent(page))
    : `${template.replace(/\/+$/, '')}/${page}`;
  const url = new URL(address, origin);
  url.searchParams.set(IDENTITY_PROVIDER_PARAMS.redirect, new URL(redirectPath, origin).toString());
  url.searchParams.set(IDENTITY_PROVIDER_PARAMS.clientId, config.clientId);
  if (state !== undefined) url.searchParams.set(IDENTITY_PROVIDER_PARAMS.state, state);
  return url.toString();
}

/** A random value for the `state` of a login or registration (returned with the code, sent to loginSso). */
export function newSsoState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
