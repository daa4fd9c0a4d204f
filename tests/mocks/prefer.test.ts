import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePreferHeader, type PreferDirectives } from '@mocks/engine/prefer';

/**
 * The mocks read `Prefer` as Prism 5.14 does: checked against Prism's own code for the same
 * headers (its header parser and the request-config step of its HTTP server), decision 136.
 */
const require = createRequire(import.meta.url);
const prismParse = require('parse-prefer-header') as (header: string) => Record<string, string | true>;
const { getHttpConfigFromRequest } = require('@stoplight/prism-http-server/dist/getHttpConfigFromRequest') as {
  getHttpConfigFromRequest: (request: {
    headers: Record<string, string>;
    url: { query: Record<string, string> };
  }) => { _tag: 'Left' } | { _tag: 'Right'; right: { code?: number; exampleKey?: string; dynamic?: boolean } };
};

/** What Prism answers with for a header: its choices, or 'refused' (422 problem+json). */
function prismChoice(header: string): PreferDirectives | 'refused' {
  const config = getHttpConfigFromRequest({ headers: { prefer: header }, url: { query: {} } });
  if (config._tag === 'Left') return 'refused';
  const { code, exampleKey, dynamic } = config.right;
  return {
    ...(code !== undefined ? { code } : {}),
    ...(exampleKey !== undefined ? { example: exampleKey } : {}),
    ...(dynamic !== undefined ? { dynamic } : {}),
  };
}

/** Prism's parsed values, keeping each directive its checks accept (what the mocks answer by). */
function prismValidDirectives(header: string): PreferDirectives {
  const raw = prismParse(header);
  const directives: PreferDirectives = {};
  if (typeof raw.code === 'string' && /^\d{3}$/.test(raw.code)) directives.code = Number.parseInt(raw.code, 10);
  if (typeof raw.example === 'string') directives.example = raw.example;
  if (raw.dynamic === 'true' || raw.dynamic === 'false') directives.dynamic = raw.dynamic === 'true';
  return directives;
}

describe('the Prefer header, read as Prism reads it', () => {
  it.each<[string, PreferDirectives, 'accepted' | 'refused']>([
    // Several directives, spaces, case.
    ['code=404, example=notFound', { code: 404, example: 'notFound' }, 'accepted'],
    ['code=404,example=notFound', { code: 404, example: 'notFound' }, 'accepted'],
    ['  Code = 404 ,\tEXAMPLE =  notFound  ', { code: 404, example: 'notFound' }, 'accepted'],
    ['dynamic=true', { dynamic: true }, 'accepted'],
    ['dynamic=false, code=200', { code: 200, dynamic: false }, 'accepted'],
    ['code=200, dynamic=true, example=ok', { code: 200, example: 'ok', dynamic: true }, 'accepted'],
    // Quoted values: quotes dropped, commas and semicolons inside kept.
    ['example="notFound"', { example: 'notFound' }, 'accepted'],
    ['example="not, found"', { example: 'not, found' }, 'accepted'],
    ['example="a;b", code=404', { code: 404, example: 'a;b' }, 'accepted'],
    ['example=" spaced "', { example: ' spaced ' }, 'accepted'],
    ['example="half', {}, 'accepted'],
    ['example=half"', {}, 'accepted'],
    ['code=404, example=a"b', { code: 404 }, 'accepted'],
    // `=` inside a value.
    ['example=a=b', { example: 'a=b' }, 'accepted'],
    ['example==x', { example: '=x' }, 'accepted'],
    // Parameters after `;` belong to the preference before them.
    ['code=404; example=notFound', { code: 404 }, 'accepted'],
    ['respond-async; code=404', {}, 'accepted'],
    [';code=404', { code: 404 }, 'accepted'],
    // Unknown directives are left alone; names are whole words.
    ['respond-async, wait=5', {}, 'accepted'],
    ['return=minimal, code=201', { code: 201 }, 'accepted'],
    ['x-code=404, codes=500, co de=400', {}, 'accepted'],
    ["-code_=404, 'example'=a", { code: 404, example: 'a' }, 'accepted'],
    ["co'de=404", { code: 404 }, 'accepted'],
    ['\u007fcode=404', { code: 404 }, 'accepted'],
    ['\u00a0code\u00a0=404', { code: 404 }, 'accepted'],
    ['\u00e9code=404', {}, 'accepted'],
    // The first occurrence of a directive wins.
    ['example=first, example=second', { example: 'first' }, 'accepted'],
    ['code=500, code=404', { code: 500 }, 'accepted'],
    // Empty names and values.
    ['=404', {}, 'accepted'],
    [' , ,', {}, 'accepted'],
    ['', {}, 'accepted'],
    // What Prism refuses with 422: the mocks ignore that directive and keep the others.
    ['code=40', {}, 'refused'],
    ['code=4040', {}, 'refused'],
    ['code=abc, example=notFound', { example: 'notFound' }, 'refused'],
    ['code= 4 0 4', {}, 'refused'],
    ['code=٤٠٤', {}, 'refused'],
    ['code=, example=x', { example: 'x' }, 'refused'],
    ['code', {}, 'refused'],
    ['example=', {}, 'refused'],
    ['example=""', {}, 'refused'],
    ['example, code=404', { code: 404 }, 'refused'],
    ['dynamic=yes', {}, 'refused'],
    ['dynamic=TRUE', {}, 'refused'],
    ['code=abc, code=404', {}, 'refused'],
    ['code, code=404', {}, 'refused'],
  ])('%j gives %j (Prism: %s)', (header, expected, prism) => {
    expect(parsePreferHeader(header)).toEqual(expected);
    expect(prismValidDirectives(header)).toEqual(expected);
    expect(prismChoice(header)).toEqual(prism === 'refused' ? 'refused' : expected);
  });

  it('reads nothing from a missing header', () => {
    expect(parsePreferHeader(null)).toEqual({});
    expect(parsePreferHeader(undefined)).toEqual({});
  });

  // Headers made of the pieces that matter: directive names, separators, quotes, digits, spaces.
  const piece = fc.constantFrom(
    'code',
    'example',
    'dynamic',
    'Code',
    'x-',
    '-',
    "'",
    '=',
    '==',
    ',',
    ';',
    '"',
    ' ',
    '\t',
    '404',
    '4',
    'true',
    'false',
    'a',
    'wait',
    '',
  );
  const header = fc.array(piece, { maxLength: 14 }).map((pieces) => pieces.join(''));

  it('agrees with Prism on every header made of those pieces', () => {
    fc.assert(
      fc.property(header, (value) => {
        const ours = parsePreferHeader(value);
        expect(ours).toEqual(prismValidDirectives(value));
        const prism = prismChoice(value);
        if (prism !== 'refused') expect(ours).toEqual(prism);
      }),
      { numRuns: 3000, seed: 25 },
    );
  });

  it('agrees with Prism on well-formed lists of directives in any order and spacing', () => {
    const value = fc.oneof(fc.constantFrom('404', '200', '500', 'true', 'false', 'notFound', 'ok'), fc.stringMatching(/^[A-Za-z0-9=;, "]{0,8}$/));
    const directive = fc.tuple(fc.constantFrom('code', 'example', 'dynamic', 'respond-async', 'wait'), fc.constantFrom('', ' ', '  '), value, fc.boolean());
    const list = fc
      .array(directive, { minLength: 1, maxLength: 4 })
      .map((items) => items.map(([name, space, text, quoted]) => `${space}${name}${space}=${space}${quoted ? `"${text}"` : text}`).join(','));
    fc.assert(
      fc.property(list, (value) => {
        const ours = parsePreferHeader(value);
        expect(ours).toEqual(prismValidDirectives(value));
        const prism = prismChoice(value);
        if (prism !== 'refused') expect(ours).toEqual(prism);
      }),
      { numRuns: 2000, seed: 26 },
    );
  });
});
