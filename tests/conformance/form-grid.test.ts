/**
 * The fields of a form are laid out by the shared grid (src/shared/ui/form-grid): `formGrid.stack`,
 * `column`, `narrowColumn` or `twoColumns`. A feature's CSS module that styles a `.form` class of
 * its own starts a second spacing that drifts from the rest, so none may, here or again.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

function cssModulesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return cssModulesUnder(file);
    return file.endsWith('.module.css') ? [file] : [];
  });
}

/** The selectors of a style sheet (comments dropped) that name the class `form` itself, not `formRow`. */
function formSelectors(css: string): string[] {
  const selectors = css.replace(/\/\*[\s\S]*?\*\//g, '').match(/[^{}]+(?=\{)/g) ?? [];
  return selectors.map((selector) => selector.trim()).filter((selector) => /\.form(?![\w-])/.test(selector));
}

describe('form layouts', () => {
  it('finds a .form rule however it is written, and only that class', () => {
    expect(formSelectors('.form {\n  display: grid;\n}')).toEqual(['.form']);
    expect(formSelectors('.form,\n.step { gap: 1rem; }')).toEqual(['.form,\n.step']);
    expect(formSelectors('@media (min-width: 676px) { .page .form:focus-within { gap: 0; } }')).toEqual(['.page .form:focus-within']);
    expect(formSelectors('/* .form { } */ .formRow { } .form-note { } .forms { }')).toEqual([]);
  });

  it('no CSS module of a feature styles a .form of its own', () => {
    const offenders = cssModulesUnder(path.join(ROOT, 'src/features')).flatMap((file) =>
      formSelectors(readFileSync(file, 'utf8')).map((selector) => `${path.relative(ROOT, file)}: ${selector}`),
    );
    expect(offenders, 'use formGrid from src/shared/ui/form-grid/form-grid.tsx').toEqual([]);
  });
});
