/**
 * No text the mocks serve links to the not-found page (issue 46): every example of the contract,
 * the payment plugin's encrypted ones decrypted, is searched for links (an `<a href>` in HTML,
 * or a field that holds an address) and each internal one must lead to a page of the route table
 * or to a file the site serves. e2e/internal-links.spec.ts walks the rendered pages the same way.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { redirects } from '@/app/routes';
import { pages } from '@/shared/domain/routing/pages';
import { operations } from '@mocks/generated';
import { decryptInformation, informationKey } from '@mocks/payment-crypto';
import { hrefsInHtml, linkVerdict, routedPaths } from '../support/site-links';

const ORIGIN = 'https://sitio.bait.example';
const STATIC_FOLDERS = ['../../mocks/public', '../../public'].map((folder) => path.resolve(import.meta.dirname, folder));
/** Fields whose value is an address a visitor follows (banners, widget items, legal texts). */
const LINK_FIELD = /^(href|link|links|url|enlace|liga|ruta|redirect|redireccion|destino)$/i;

type Found = { where: string; href: string };

/** Every link in a value: hrefs of HTML strings at any depth, and the values of link fields. */
function linksIn(value: unknown, where: string, field = ''): Found[] {
  if (typeof value === 'string') {
    const inHtml = hrefsInHtml(value).map((href) => ({ where, href }));
    const asField = LINK_FIELD.test(field) && /^(\/|https?:)/.test(value) ? [{ where, href: value }] : [];
    return [...inHtml, ...asField];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => linksIn(item, `${where}[${index}]`, field));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => linksIn(item, `${where}.${name}`, name));
  return [];
}

async function decryptedPluginExamples(): Promise<Found[]> {
  const secureData = operations.find((operation) => operation.operationId === 'getSecureData');
  const llavero = (secureData?.responses.flatMap((response) => response.examples).find((example) => example.key === 'ok')?.value as { key: string }).key;
  const key = await informationKey(llavero);
  const plugin = operations.find((operation) => operation.operationId === 'getPaymentPlugin');
  const found: Found[] = [];
  for (const example of plugin?.responses.flatMap((response) => response.examples) ?? []) {
    const information = (example.value as { informacion?: Record<string, unknown> }).informacion;
    const fields = information ? { ...information, ...((information.config as Record<string, unknown> | undefined) ?? {}) } : {};
    for (const [name, field] of Object.entries(fields)) {
      if (typeof field !== 'string') continue;
      // An example under another llavero on purpose does not decrypt: it shows no text.
      const plain = await decryptInformation(key, field).catch(() => undefined);
      found.push(...linksIn(plain, `getPaymentPlugin:${example.key} (decrypted ${name})`));
    }
  }
  return found;
}

function exampleLinks(): Found[] {
  return operations.flatMap((operation) =>
    operation.responses.flatMap((response) => response.examples.flatMap((example) => linksIn(example.value, `${operation.operationId}:${example.key}`))),
  );
}

function brokenLinks(found: Found[]): string[] {
  return found.flatMap(({ where, href }) => {
    const verdict = linkVerdict(href, ORIGIN);
    if (verdict.kind === 'notFound') return [`${where}: ${href} leads to the not-found page`];
    if (verdict.kind === 'file' && !STATIC_FOLDERS.some((folder) => existsSync(path.join(folder, verdict.pathname))))
      return [`${where}: ${href} is no file the site serves`];
    return [];
  });
}

describe('the links of the route table', () => {
  it('are the pages and the router’s redirects, and never the not-found page', () => {
    const toPages = redirects.filter(([, to]) => to !== pages.notFound.path).map(([from]) => from);
    const fromRouter = new Set(
      [...Object.values(pages).map((row) => row.path), ...toPages].filter((path) => path !== pages.notFound.path).map((path) => path.toLowerCase()),
    );
    expect([...routedPaths].sort()).toEqual([...fromRouter].sort());
    expect(linkVerdict('/aviso-de-privacidad', ORIGIN)).toEqual({ kind: 'notFound', pathname: '/aviso-de-privacidad' });
    expect(linkVerdict('/PUJ', ORIGIN).kind).toBe('page');
    expect(linkVerdict('/recargas.html?oferta=1#x', ORIGIN).kind).toBe('page');
    expect(linkVerdict('https://www.bait.mx/aviso-de-privacidad', ORIGIN).kind).toBe('external');
    expect(hrefsInHtml(`<p>Lee el <a class="x" href='/uno'>aviso</a> y <a href="https://otro.example/dos">esto</a></p>`)).toEqual([
      '/uno',
      'https://otro.example/dos',
    ]);
  });
});

describe('the texts the mocks serve', () => {
  it('link to no missing page or file: every example of the contract', () => {
    const found = exampleLinks();
    expect(found.length).toBeGreaterThan(0);
    expect(brokenLinks(found)).toEqual([]);
  });

  it('link to no missing page or file: the payment plugin’s legal texts and settings, decrypted', async () => {
    const found = await decryptedPluginExamples();
    expect(found.length).toBeGreaterThan(0);
    expect(brokenLinks(found)).toEqual([]);
  });
});
