/**
 * The launch headers of the real build's `_headers` (issue 24 section 4, decision 141), beside the
 * Content Security Policy of decision 120: transport security, the browser features the site may
 * use, the opener policy, and caching (hashed assets for a year, documents never without asking).
 */
import { originOf, type BuildEnvironment } from './content-security-policy.js';

/** Two years, over every subdomain: the operator's hosts are all served over HTTPS. */
const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * Keeps the wallet's popup (the opener receives its approval) and the identity provider's pages
 * working: popups the site opens keep their opener, other documents get their own browsing group.
 */
const CROSS_ORIGIN_OPENER_POLICY = 'same-origin-allow-popups';

/**
 * Folder of the real build's hashed files (vite.config.ts): apart from /assets/, where the
 * operator's site-assets host serves flags, PDFs and widget files under stable names.
 */
export const HASHED_ASSETS_DIR = '_app';

const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/**
 * Browser features the site never uses, turned off for it and every frame. Coverage is checked by
 * postal code and the map, not by the visitor's position, so geolocation is off as well. Only
 * features Chromium knows: an unknown name is logged as an error on every page.
 */
export const FEATURES_OFF = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'serial',
  'usb',
  'browsing-topics',
] as const;

/** `payment` (the Payment Request API) for the site and the wallet's host only, whose button may offer it. */
export function permissionsPolicy(environment: BuildEnvironment): string {
  const wallet = originOf(environment.VITE_WALLET_SDK_URL);
  const payment = ['self', ...(wallet ? [`"${wallet}"`] : [])].join(' ');
  return [...FEATURES_OFF.map((feature) => `${feature}=()`), `payment=(${payment})`].join(', ');
}

/** Headers every response of the site carries, besides the policy's own (securityHeaders). */
export function launchHeaders(environment: BuildEnvironment): Record<string, string> {
  return {
    'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
    'Permissions-Policy': permissionsPolicy(environment),
    'Cross-Origin-Opener-Policy': CROSS_ORIGIN_OPENER_POLICY,
  };
}

/** A page of the site. */
export type PageDocument = { path: string; indexed: boolean };

export type HeaderRule = { path: string; headers: Record<string, string> };

/**
 * The rules of `_headers`: every path gets `common`; the build's hashed files are cached for a
 * year; each page's document (and index.html) is revalidated on every visit, so a deployment is
 * seen at once. Pages out of the index also say so in `X-Robots-Tag`. Never two rules setting the
 * same header on one path (static hosts join the values of overlapping rules), and one rule per
 * page, not per file (Cloudflare Pages reads at most 100 rules; hosts answer `/x.html` with a
 * redirect to `/x`).
 */
export function headerRules(common: Record<string, string>, pages: ReadonlyArray<PageDocument>): HeaderRule[] {
  const documentRules = pages.map(({ path, indexed }) => ({
    path,
    headers: { 'Cache-Control': NO_CACHE, ...(indexed ? {} : { 'X-Robots-Tag': 'noindex' }) },
  }));
  return [
    { path: '/*', headers: common },
    { path: `/${HASHED_ASSETS_DIR}/*`, headers: { 'Cache-Control': IMMUTABLE_CACHE } },
    { path: '/index.html', headers: { 'Cache-Control': NO_CACHE } },
    ...documentRules,
  ];
}

/** The `_headers` file (Netlify and Cloudflare Pages format). */
export function headerRulesFile(rules: readonly HeaderRule[]): string {
  return rules.flatMap(({ path, headers }) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)]).join('\n') + '\n';
}

/** Reads `_headers` back into its rules. */
export function parseHeaderRules(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    const header = /^\s+([A-Za-z-]+):\s*(.+)$/.exec(line);
    if (header?.[1] && header[2]) {
      const rule = rules.at(-1);
      if (rule) rule.headers[header[1]] = header[2];
    } else if (/^\//.test(line.trim())) {
      rules.push({ path: line.trim(), headers: {} });
    }
  }
  return rules;
}

/** The headers a static host sends for `pathname`: those of every rule whose path matches it. */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const matches = (pattern: string) => (pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern);
  return Object.assign({}, ...rules.filter(({ path }) => matches(path)).map(({ headers }) => headers)) as Record<string, string>;
}
