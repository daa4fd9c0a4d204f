import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  headersFile,
  inlineScriptsOf,
  originOf,
  parseHeadersFile,
  securityHeaders,
  serializePolicy,
} from '../../scripts/lib/content-security-policy';

const production = {
  VITE_API_BASE_URL: 'https://api.bait.example',
  VITE_PAYMENTS_BASE_URL: 'https://pagos.bait.example/v2',
  VITE_ADDRESS_BASE_URL: '',
  VITE_CARD_TOKENIZATION_BASE_URL: 'https://tokens.procesador.example',
  VITE_PAYMENT_GATEWAY_BASE_URL: 'https://api.pasarela.example',
  VITE_SITE_ASSETS_BASE_URL: 'https://assets.bait.example',
  VITE_CARD_PROCESSOR_SCRIPT_URL: 'https://js.procesador.example/v3/tokenizer.js',
  VITE_WALLET_SDK_URL: 'https://www.monedero.example/sdk/js',
  VITE_PAYMENT_GATEWAY_SCRIPT_URL: 'https://checkout.pasarela.example/gateway.js',
  VITE_HOSTED_CHECKOUT_SCRIPT_URL: 'https://componentes.procesador.example/v1/checkout.js',
  VITE_POSTPAID_URL: 'https://pospago.bait.example/inicio?x=1',
  VITE_SSO_URL: 'https://id.bait.example/{pagina}',
  VITE_IP_LOOKUP_BASE_URL: 'javascript:alert(1)',
};

describe('the Content Security Policy of the real build', () => {
  const policy = contentSecurityPolicy(production);

  it('allows no inline script, no eval and no plugins', () => {
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
  });

  it('connects only to the configured services and SDK hosts', () => {
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://api.bait.example',
      'https://pagos.bait.example',
      'https://tokens.procesador.example',
      'https://api.pasarela.example',
      'https://assets.bait.example',
      'https://js.procesador.example',
      'https://www.monedero.example',
      'https://checkout.pasarela.example',
      'https://componentes.procesador.example',
      'https://www.google.com',
    ]);
  });

  it('shows images from the site-assets host whatever its scheme, and from https links in its data', () => {
    expect(policy['img-src']).toEqual(["'self'", 'https://assets.bait.example', 'data:', 'blob:', 'https:']);
    // A site-assets host on plain http (the real-mode tests' Prism mock) is allowed by name only.
    expect(contentSecurityPolicy({ ...production, VITE_SITE_ASSETS_BASE_URL: 'http://127.0.0.1:4010' })['img-src']).toContain('http://127.0.0.1:4010');
    expect(policy['img-src']).not.toContain('http:');
  });

  it('frames only the postpaid area, the identity provider, the payment providers, the captcha and the video host', () => {
    expect(policy['frame-src']).toEqual([
      "'self'",
      'https://pospago.bait.example',
      'https://id.bait.example',
      'https://js.procesador.example',
      'https://www.monedero.example',
      'https://checkout.pasarela.example',
      'https://componentes.procesador.example',
      'https://www.google.com',
      'https://www.youtube-nocookie.com',
    ]);
  });

  it('loads scripts only from the site, the payment SDKs and the captcha provider', () => {
    expect(policy['script-src']).toEqual([
      "'self'",
      'https://js.procesador.example',
      'https://www.monedero.example',
      'https://checkout.pasarela.example',
      'https://componentes.procesador.example',
      'https://www.google.com',
      'https://www.gstatic.com',
    ]);
  });

  it('allows exactly the configured tags: their script hosts and the hosts they send hits to (decision 142)', () => {
    const withTags = contentSecurityPolicy({
      ...production,
      VITE_TAG_MANAGER_ID: 'GTM-ABC123',
      VITE_SOCIAL_PIXEL_ID: '123456789',
      VITE_SOCIAL_PIXEL_SCRIPT_URL: 'https://pixel.social.example/en_US/fbevents.js',
      VITE_VIDEO_PIXEL_ID: '',
      VITE_VIDEO_PIXEL_SCRIPT_URL: 'https://pixel.video.example/events.js',
      VITE_TAG_CONNECT_URLS: 'https://region1.analytics.example, https://www.social.example/tr',
    });
    const added = (directive: string) => withTags[directive]?.filter((source) => !policy[directive]?.includes(source));
    expect(added('script-src')).toEqual(['https://www.googletagmanager.com', 'https://pixel.social.example']);
    expect(added('connect-src')).toEqual([
      'https://www.googletagmanager.com',
      'https://pixel.social.example',
      'https://region1.analytics.example',
      'https://www.social.example',
    ]);
    // A tag without an id is off: its address adds nothing.
    expect(JSON.stringify(withTags)).not.toContain('pixel.video.example');
    expect(added('frame-src')).toEqual([]);
  });

  it('treats relative addresses as the site itself and refuses other schemes', () => {
    expect(originOf('/pospago/index.html')).toBeUndefined();
    expect(originOf('//cdn.example/x.js')).toBe('https://cdn.example');
    expect(originOf('javascript:alert(1)')).toBeUndefined();
    expect(originOf('data:text/html,x')).toBeUndefined();
    expect(originOf('http://127.0.0.1:4010/base')).toBe('http://127.0.0.1:4010');
    const local = contentSecurityPolicy({ VITE_POSTPAID_URL: '/pospago/index.html' });
    expect(local['frame-src']).toEqual(["'self'", 'https://www.google.com', 'https://www.youtube-nocookie.com']);
    expect(Object.values(contentSecurityPolicy(production)).flat().join(' ')).not.toMatch(/javascript|\{pagina\}/);
  });

  it('lets the development server run its refresh preamble and socket, and only it', () => {
    const dev = contentSecurityPolicy(production, { dev: true });
    expect(dev['script-src']).toContain("'unsafe-inline'");
    expect(dev['script-src']).toContain("'unsafe-eval'");
    expect(dev['connect-src']).toContain('ws:');
    expect(policy['connect-src']).not.toContain('ws:');
  });

  it('leaves frame-ancestors out of the meta element, which cannot carry it, and keeps it in the header', () => {
    expect(serializePolicy(policy, 'meta')).not.toContain('frame-ancestors');
    const header = serializePolicy(policy, 'header');
    expect(header).toContain("frame-ancestors 'self'");
    expect(header).toMatch(/^default-src 'self'; script-src 'self' /);
  });

  it('writes a _headers file the preview server reads back unchanged', () => {
    const headers = securityHeaders(policy);
    expect(parseHeadersFile(headersFile(headers))).toEqual(headers);
    expect(headersFile(headers)).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src/);
  });

  it('finds inline scripts in built HTML, and no module script with a src', () => {
    expect(inlineScriptsOf('<script type="module" crossorigin src="/assets/a.js"></script>')).toEqual([]);
    expect(inlineScriptsOf('<script type="application/ld+json">{}</script>')).toEqual([]);
    expect(inlineScriptsOf('<script>window.x=1</script>')).toHaveLength(1);
    expect(inlineScriptsOf('<script type="module">import "/a.js"</script>')).toHaveLength(1);
  });
});
