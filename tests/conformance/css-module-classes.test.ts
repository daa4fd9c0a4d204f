/**
 * A component that reads a class its CSS module does not define gets `undefined` and renders
 * without the style it was written for, silently. Every `styles.name` of a module under src/ must
 * be a class of the style sheet it was imported from.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The classes a style sheet defines (comments dropped). */
function classesOf(css: string): Set<string> {
  return new Set([...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] as string));
}

/** Each CSS module a source imports, with the classes the source reads from it. */
function classReadsOf(source: string): { binding: string; sheet: string; classes: string[] }[] {
  return [...source.matchAll(/^import (\w+) from '([^']+\.module\.css)';$/gm)].map(([, binding = '', sheet = '']) => ({
    binding,
    sheet,
    classes: [...source.matchAll(new RegExp(`\\b${binding}\\.(\\w+)|\\b${binding}\\[['\`]([\\w-]+)['\`]\\]`, 'g'))].map(
      (match) => (match[1] ?? match[2]) as string,
    ),
  }));
}

describe('CSS module classes', () => {
  it('reads the imports and the classes as written', () => {
    const source = "import styles from './a.module.css';\nconst x = styles.title + styles['is-open'];\n";
    expect(classReadsOf(source)).toEqual([{ binding: 'styles', sheet: './a.module.css', classes: ['title', 'is-open'] }]);
    expect([...classesOf('/* .gone */ .title, .is-open:hover > .x { }')]).toEqual(['title', 'is-open', 'x']);
  });

  it('every class a component reads is defined by its module', () => {
    const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src/**/*.ts', 'src/**/*.tsx'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file !== '');
    const missing = sources.flatMap((file) =>
      classReadsOf(readFileSync(path.join(ROOT, file), 'utf8')).flatMap(({ binding, sheet, classes }) => {
        const defined = classesOf(readFileSync(path.join(ROOT, path.dirname(file), sheet), 'utf8'));
        return classes.filter((name) => !defined.has(name)).map((name) => `${file}: ${binding}.${name} (${sheet})`);
      }),
    );
    expect(missing).toEqual([]);
  });
});
