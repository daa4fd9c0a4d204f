/**
 * Every screen opens through `<Page>`: it alone renders the h1 and the `<title>`; beside it only the
 * head updater touches the head. A page that writes its own opening fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const SOURCE = path.join(ROOT, 'src');
const PAGE = 'src/shared/ui/page/page.tsx';
const HEAD_UPDATER = 'src/shared/domain/seo/apply-page-head.ts';

/** The production modules: tests and test helpers render headings of their own. */
function productionFiles(): string[] {
  return readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.split(path.sep).includes('__tests__') && !file.startsWith(`shared${path.sep}testing`))
    .map((file) => path.join(SOURCE, file));
}

/** The code of a module without its comments, which may name a title or a heading. */
function codeOf(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\{\s*\/\*[\s\S]*?\*\/\s*\}/g, '');
}

function filesWhoseCode(pattern: RegExp): string[] {
  return productionFiles()
    .filter((file) => pattern.test(codeOf(file)))
    .map((file) => path.relative(ROOT, file).split(path.sep).join('/'))
    .sort();
}

describe('the opening of a page', () => {
  it('sets the document title in at most two files: <Page> and the head updater', () => {
    const setters = filesWhoseCode(/<title>|document\.title\s*=/);
    expect(setters.length).toBeLessThanOrEqual(2);
    expect(setters.every((file) => file === PAGE || file === HEAD_UPDATER)).toBe(true);
    expect(setters).toContain(PAGE);
  });

  it('renders the h1 in <Page> only', () => {
    expect(filesWhoseCode(/<h1[\s>]/)).toEqual([PAGE]);
  });
});
