/**
 * Every text the two specification documents quote is in src/ (issue 23, decision 181): the
 * site shows the spec's words, not a paraphrase. A text built with the brand ({brand}, or the
 * product's name written out) counts when src/ builds it from `brand`, and a placeholder of the
 * document (N) when src/ fills it with a template value. Comments and tests do not count. A text
 * with a slip of the original site counts by its correction (src/shared/texts/spec-corrections.ts):
 * every other text must be found exactly as quoted.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPEC_CORRECTIONS } from '../../src/shared/texts/spec-corrections';

const ROOT = join(__dirname, '..', '..');
const DOCUMENTS = ['docs/spec/site-account-acquisition.md', 'docs/spec/payments-offers-catalogue.md'];

/**
 * Quoted texts that are not one string of src/, each with its reason. Anything else the documents
 * quote must be found.
 */
const NOT_ONE_STRING: Record<string, { reason: string; parts?: string[] }> = {
  'He leído, entiendo y consiento al uso de mis datos personales conforme al Aviso de Privacidad': {
    reason: 'The consent ends in a link to the privacy notice: the sentence and the link text are two strings of one label.',
    parts: ['He leído, entiendo y consiento al uso de mis datos personales conforme al ', 'Aviso de Privacidad'],
  },
  'switch provider': {
    reason:
      "English, the document's name for the header button to /portabilidad (first document 2.4), not a text to show; the button reads `Cámbiate a ${brand.name}` (src/features/menu/texts.ts).",
  },
  'Lo sentimos…': {
    reason: "The document's shorthand for a family of field messages whose texts it does not give (payments 8); decision 185 says which the site shows.",
  },
};

/** The quoted texts of a document: "double" quotes, and 'single' ones that are not apostrophes. */
function quotedTexts(markdown: string): string[] {
  const texts = new Set<string>();
  for (const match of markdown.matchAll(/"([^"\n]+)"/g)) if (match[1]) texts.add(match[1]);
  for (const match of markdown.matchAll(/(?<![\p{L}\d])'([^'\n]+?)'(?![\p{L}\d])/gu)) if (match[1]) texts.add(match[1]);
  return [...texts];
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return name === '__tests__' || name === 'generated' ? [] : sourceFiles(path);
    return /\.(ts|tsx|json|html)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** src/ without its comments (a text quoted only in a comment is not shown by the site). */
function sourceText(): string {
  return sourceFiles(join(ROOT, 'src'))
    .map((file) =>
      readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(?<![:'"`\\])\/\/[^\n]*/g, ''),
    )
    .join('\n');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern that finds the text as written, brand-built, or with the document's N filled by a template value. */
function sourcePattern(text: string): RegExp {
  const pattern = escape(text)
    .replace(/\\\{brand\\\}|Bait/g, '(?:Bait|bait|\\$\\{brand\\.(?:name|slug)\\})')
    .replace(/(?<=\s)N(?=\s)/g, '(?:N|\\$\\{[^}]+\\})');
  return new RegExp(pattern);
}

describe('the quoted texts of both specification documents (decision 181)', () => {
  const source = sourceText();
  const quoted = DOCUMENTS.flatMap((document) => quotedTexts(readFileSync(join(ROOT, document), 'utf8')));

  it('finds the quotes of both documents', () => {
    expect(quoted.length).toBeGreaterThan(80);
    expect(quoted).toContain('Felicidades, se ha completado tu pago.');
    expect(quoted).toContain('Se esta procesando tu pago');
    // Apostrophes of English words are not quotes.
    expect(quoted.some((text) => text.startsWith('s '))).toBe(false);
  });

  it('has every quoted text in src/ (a slip by its correction), or in the allow-list with its reason', () => {
    const corrections = new Map(SPEC_CORRECTIONS.map(({ original, corrected }) => [original, corrected]));
    const missing = quoted.filter((text) => {
      const exception = NOT_ONE_STRING[text];
      if (exception) return exception.parts ? !exception.parts.every((part) => source.includes(part)) : false;
      return !sourcePattern(corrections.get(text) ?? text).test(source);
    });
    expect(missing).toEqual([]);
  });

  it('corrects only texts the documents still quote', () => {
    for (const { original } of SPEC_CORRECTIONS) expect(quoted).toContain(original);
  });

  it('keeps the allow-list to texts the documents still quote', () => {
    for (const text of Object.keys(NOT_ONE_STRING)) expect(quoted).toContain(text);
  });

  it('reads brand-built and placeholder texts as the site builds them', () => {
    expect(sourcePattern('El número Bait es obligatorio').test('`El número ${brand.name} es obligatorio`')).toBe(true);
    expect(sourcePattern('Cámbiate a {brand} vía').test('`Cámbiate a ${brand.name} vía`')).toBe(true);
    expect(sourcePattern('Por favor ingresa N o más caracteres').test('`Por favor ingresa ${remaining} o más caracteres`')).toBe(true);
    expect(sourcePattern('Campo requerido').test("'Campo requerido.'")).toBe(true);
    expect(sourcePattern('Campo requerido').test("'Campo obligatorio'")).toBe(false);
  });
});
