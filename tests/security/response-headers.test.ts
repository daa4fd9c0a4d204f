import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '../../scripts/lib/content-security-policy';
import {
  FEATURES_OFF,
  HASHED_ASSETS_DIR,
  headerRules,
  headerRulesFile,
  headersForPath,
  launchHeaders,
  parseHeaderRules,
  permissionsPolicy,
} from '../../scripts/lib/response-headers';
import { pageDocuments } from '../../scripts/lib/seo-plugin';

const environment = { VITE_WALLET_SDK_URL: 'https://www.monedero.example/sdk/js', VITE_SSO_URL: 'https://id.bait.example/{pagina}' };
const headersText = headerRulesFile(headerRules({ ...securityHeaders(contentSecurityPolicy(environment)), ...launchHeaders(environment) }, pageDocuments()));
const rules = parseHeaderRules(headersText);
const at = (pathname: string) => headersForPath(rules, pathname);

describe('the launch headers of _headers (decision 141)', () => {
  it('sends transport security, the opener policy and the permissions policy with the policy of decision 120 on every path', () => {
    for (const pathname of ['/', '/recargas', `/${HASHED_ASSETS_DIR}/abc123.js`, '/assets/config/feature-flags.json']) {
      const headers = at(pathname);
      expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
      expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
      expect(headers['Permissions-Policy']).toBe(permissionsPolicy(environment));
      expect(headers['Content-Security-Policy']).toMatch(/frame-ancestors 'self'/);
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
    }
  });

  it('turns off camera, microphone and geolocation, and allows payment to the site and the wallet only', () => {
    const policy = permissionsPolicy(environment);
    for (const feature of ['camera', 'microphone', 'geolocation']) expect(policy).toContain(`${feature}=()`);
    expect(policy).toContain('payment=(self "https://www.monedero.example")');
    expect(permissionsPolicy({})).toContain('payment=(self)');
    expect(policy.split(', ')).toHaveLength(FEATURES_OFF.length + 1);
  });

  it('caches the hashed files for a year and makes every page document revalidate', () => {
    expect(at(`/${HASHED_ASSETS_DIR}/abc123.js`)['Cache-Control']).toBe('public, max-age=31536000, immutable');
    for (const pathname of ['/', '/index.html', '/recargas', '/e-sim', '/login', '/cobertura', '/home']) expect(at(pathname)['Cache-Control']).toBe('no-cache');
    // The operator's own files under /assets/ (flags, PDFs) keep their host's caching.
    expect(at('/assets/config/feature-flags.json')['Cache-Control']).toBeUndefined();
  });

  it('says noindex in the headers of the pages out of the index only', () => {
    expect(at('/home')['X-Robots-Tag']).toBe('noindex');
    expect(at('/sso-callback')['X-Robots-Tag']).toBe('noindex');
    expect(at('/recargas')['X-Robots-Tag']).toBeUndefined();
    expect(at('/')['X-Robots-Tag']).toBeUndefined();
  });

  it('never sets one header in two rules that match one path, and stays within 100 rules', () => {
    expect(rules.length).toBeLessThanOrEqual(100);
    for (const pathname of ['/', '/index.html', '/recargas', '/home', `/${HASHED_ASSETS_DIR}/a.js`]) {
      const matching = rules.filter(({ path }) => (path.endsWith('*') ? pathname.startsWith(path.slice(0, -1)) : path === pathname));
      const names = matching.flatMap(({ headers }) => Object.keys(headers));
      expect(new Set(names).size, pathname).toBe(names.length);
    }
  });
});
