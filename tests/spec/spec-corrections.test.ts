/**
 * The one table of the spec's slips (src/shared/texts/spec-corrections.ts, issue 35): each
 * correction is what the site shows, its original is what the spec really quotes, the two differ
 * by a slip and not a rewrite, and no shown text of src/ keeps an original. Every other quoted text
 * stays exactly as the spec has it (quoted-texts.test.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPEC_CORRECTIONS, withSpecSlipsCorrected } from '../../src/shared/texts/spec-corrections';

const ROOT = join(__dirname, '..', '..');
/** The spec documents as the repository keeps them (the copy quoted-texts.test.ts reads too). */
const specDocument = (name: string) => readFileSync(join(ROOT, 'docs', 'spec', `${name}.md`), 'utf8');

/** Where an original stays in src/ on purpose, with why. */
const ORIGINAL_KEPT: Record<string, { file: string; reason: string }> = {
  'iUps! Parece que has alcanzado el número máximo de intentos': {
    file: 'src/features/account/register/api/register-api.ts',
    reason: "The registration's code check answers the lockout only by this message of the server: it is recognised, never shown.",
  },
};

/** Edits (insertions, deletions, substitutions) between two texts. */
function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = previous[0] ?? 0;
    previous[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = previous[j] ?? 0;
      previous[j] = Math.min(above + 1, (previous[j - 1] ?? 0) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return previous[b.length] ?? 0;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return name === '__tests__' || name === 'generated' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** A file of src/ without its comments: a text named only in a comment is not shown. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(?<![:'"`\\])\/\/[^\n]*/g, '');

/** Whether `source` has the original outside its corrections ("Felicidades!" is within "¡Felicidades!"). */
const keepsOriginal = (source: string, { original, corrected }: { original: string; corrected: string }) => source.split(corrected).join('').includes(original);

describe('the corrections of the spec slips', () => {
  it.each(SPEC_CORRECTIONS.map((correction) => [correction.corrected, correction] as const))('%s: shown by its texts.ts', (_, correction) => {
    expect(correction.shownIn.length).toBeGreaterThan(0);
    for (const file of correction.shownIn) {
      const source = withoutComments(readFileSync(join(ROOT, file), 'utf8'));
      expect(source, file).toContain(correction.corrected);
      expect(keepsOriginal(source, correction), file).toBe(false);
    }
  });

  it.each(SPEC_CORRECTIONS.map((correction) => [correction.original, correction] as const))('%s: quoted so by the spec', (original, correction) => {
    const document = specDocument(correction.document);
    expect(document.includes(`"${original}"`) || document.includes(`'${original}'`)).toBe(true);
    expect(document).not.toContain(correction.corrected);
  });

  it('corrects a slip, never rewrites: one or two edits each, no text twice', () => {
    for (const { original, corrected } of SPEC_CORRECTIONS) {
      const edits = editDistance(original, corrected);
      expect(edits, `${original} -> ${corrected}`).toBeGreaterThanOrEqual(1);
      expect(edits, `${original} -> ${corrected}`).toBeLessThanOrEqual(2);
    }
    const originals = SPEC_CORRECTIONS.map(({ original }) => original);
    expect(new Set(originals).size).toBe(originals.length);
  });

  it('leaves no original in a shown text of src/, but where one is kept with its reason', () => {
    const table = join(ROOT, 'src', 'shared', 'texts', 'spec-corrections.ts');
    const found = sourceFiles(join(ROOT, 'src'))
      .filter((file) => file !== table)
      .flatMap((file) => {
        const source = withoutComments(readFileSync(file, 'utf8'));
        const path = relative(ROOT, file);
        return SPEC_CORRECTIONS.filter((correction) => keepsOriginal(source, correction) && ORIGINAL_KEPT[correction.original]?.file !== path).map(
          ({ original }) => `${path}: ${original}`,
        );
      });
    expect(found).toEqual([]);
    for (const [original, { file }] of Object.entries(ORIGINAL_KEPT)) expect(readFileSync(join(ROOT, file), 'utf8')).toContain(original);
  });

  it("corrects a server's message that is an original, and nothing else", () => {
    expect(withSpecSlipsCorrected('Hubo un error al validar tus datos,')).toBe('Hubo un error al validar tus datos.');
    expect(withSpecSlipsCorrected('iUps! Parece que has alcanzado el número máximo de intentos')).toBe(
      '¡Ups! Parece que has alcanzado el número máximo de intentos',
    );
    expect(withSpecSlipsCorrected('Hubo un error al validar tus datos, intenta de nuevo')).toBe('Hubo un error al validar tus datos, intenta de nuevo');
    expect(withSpecSlipsCorrected('El código ingresado es incorrecto.')).toBe('El código ingresado es incorrecto.');
  });
});
