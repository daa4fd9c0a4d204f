/**
 * The Content Security Policy of the real build (issue 15, decision 120), derived from the
 * build's environment: the hosts the app is configured to call, frame and load scripts from, and
 * nothing else. No inline script, no eval, no plugins; the site may only be framed by itself.
 */
import { TAG_CONNECT_VARIABLE, TAG_NAMES, tagSettingOf } from '../../src/shared/domain/analytics/tags/tag-defaults.js';

export type BuildEnvironment = Record<string, string | undefined>;
export type Policy = Record<string, string[]>;

const SELF = "'self'";
/** Default of src/shared/config/env.ts when VITE_CAPTCHA_SCRIPT_URL is empty (decision 056). */
const DEFAULT_CAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit';
/** The captcha provider serves its frame's resources from a second host. */
const CAPTCHA_STATIC_ORIGIN = 'https://www.gstatic.com';
/** Default of the help widget's video embed (src/shared/config/env.ts). */
const DEFAULT_WIDGET_VIDEO_URL = 'https://www.youtube-nocookie.com/embed/{id}';

/** The services the app calls (one variable per contract file, .env.example). */
const API_VARIABLES = [
  'VITE_API_BASE_URL',
  'VITE_PAYMENTS_BASE_URL',
  'VITE_ADDRESS_BASE_URL',
  'VITE_CARD_TOKENIZATION_BASE_URL',
  'VITE_PAYMENT_GATEWAY_BASE_URL',
  'VITE_IP_LOOKUP_BASE_URL',
  'VITE_SITE_ASSETS_BASE_URL',
];
/** Browser SDKs the payment forms load; their code calls home and may embed their own frames. */
const SDK_VARIABLES = ['VITE_CARD_PROCESSOR_SCRIPT_URL', 'VITE_WALLET_SDK_URL', 'VITE_PAYMENT_GATEWAY_SCRIPT_URL', 'VITE_HOSTED_CHECKOUT_SCRIPT_URL'];
/** Pages the site embeds: the postpaid area, the identity provider's pages. */
const FRAME_VARIABLES = ['VITE_POSTPAID_URL', 'VITE_SSO_URL'];

/**
 * The origin of a configured address; relative or empty addresses are the site itself ('self'),
 * and anything that is not http(s) is refused rather than allowed.
 */
export function originOf(address: string | undefined): string | undefined {
  const value = address?.trim().replaceAll('{pagina}', 'x').replaceAll('{id}', 'x');
  if (!value) return undefined;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) return value.startsWith('//') ? originOf(`https:${value}`) : undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

function sources(environment: BuildEnvironment, variables: string[], extra: Array<string | undefined> = []): string[] {
  const origins = [...variables.map((variable) => originOf(environment[variable])), ...extra.map(originOf)];
  return [SELF, ...new Set(origins.filter((origin): origin is string => origin !== undefined))];
}

/**
 * The scripts of the tags that are on (an id set; decision 142), at their configured or default
 * address, and the hosts they send hits to (VITE_TAG_CONNECT_URLS): exactly these, no wildcard.
 */
function tagSources(environment: BuildEnvironment): { scripts: string[]; connect: string[] } {
  const scripts = TAG_NAMES.map((tag) => tagSettingOf(environment, tag)).flatMap(({ id, scriptUrl }) => (id ? [scriptUrl] : []));
  const collectors = (environment[TAG_CONNECT_VARIABLE] ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  return { scripts, connect: [...scripts, ...collectors] };
}

export type PolicyOptions = {
  /**
   * The development server (`vite --mode real`, the real-mode browser tests): its React refresh
   * preamble is an inline script, its response validator evaluates compiled schemas, its CSS
   * arrives as inline styles, and it reloads over a socket.
   */
  dev?: boolean;
};

export function contentSecurityPolicy(environment: BuildEnvironment, options: PolicyOptions = {}): Policy {
  const captcha = environment.VITE_CAPTCHA_SCRIPT_URL || DEFAULT_CAPTCHA_SCRIPT_URL;
  const video = environment.VITE_WIDGET_VIDEO_URL || DEFAULT_WIDGET_VIDEO_URL;
  const tags = tagSources(environment);
  const scripts = sources(environment, SDK_VARIABLES, [captcha, CAPTCHA_STATIC_ORIGIN, ...tags.scripts]);
  return {
    'default-src': [SELF],
    // Development only: React's refresh preamble is inline, and the response validator of real
    // mode (decision 072, left out of builds) compiles its schemas with `new Function`.
    'script-src': options.dev ? [...scripts, "'unsafe-inline'", "'unsafe-eval'"] : scripts,
    // Inline styles cannot run code; React's style props and the SDKs' own styles need them.
    'style-src': [SELF, "'unsafe-inline'"],
    // Banners, offer card images (decision 189), widget images and videos come from the
    // site-assets host, whatever its scheme, or from links in its data.
    'img-src': [...sources(environment, ['VITE_SITE_ASSETS_BASE_URL']), 'data:', 'blob:', 'https:'],
    'media-src': [SELF, 'blob:', 'https:'],
    'font-src': [SELF, 'data:'],
    'connect-src': [...sources(environment, [...API_VARIABLES, ...SDK_VARIABLES], [captcha, ...tags.connect]), ...(options.dev ? ['ws:'] : [])],
    'frame-src': sources(environment, [...FRAME_VARIABLES, ...SDK_VARIABLES], [captcha, video]),
    'worker-src': [SELF],
    'object-src': ["'none'"],
    'base-uri': [SELF],
    'form-action': [SELF],
    'frame-ancestors': [SELF],
  };
}

/** Directives a `<meta http-equiv>` policy cannot carry (the browser ignores them there, with an error). */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);

export function serializePolicy(policy: Policy, delivery: 'header' | 'meta' = 'header'): string {
  return Object.entries(policy)
    .filter(([directive]) => delivery === 'header' || !HEADER_ONLY.has(directive))
    .map(([directive, values]) => [directive, ...values].join(' '))
    .join('; ');
}

/** Headers every page of the site is served with (the preview server and any static host that reads `_headers`). */
export function securityHeaders(policy: Policy): Record<string, string> {
  return {
    'Content-Security-Policy': serializePolicy(policy, 'header'),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/** The `_headers` file of the build (Netlify and Cloudflare Pages format): every path gets them. */
export function headersFile(headers: Record<string, string>): string {
  return ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ''].join('\n');
}

/** Reads a `_headers` file back (the preview server sends what the build wrote). */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s+([A-Za-z-]+):\s*(.+)$/.exec(line);
    if (match?.[1] && match[2]) headers[match[1]] = match[2];
  }
  return headers;
}

/** An inline `<script>` (one without src) in built HTML: the policy would block it. */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '', body = '']) => !/\bsrc\s*=/.test(attributes) || body.trim() !== '')
    .filter(([, attributes = '']) => !/type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes))
    .map(([script]) => script.slice(0, 80));
}
