/**
 * The QA docs' links work where they are read (issue 47): a root-relative target such as
 * `(/recargas?scenario=...)` breaks on the repository host, so each names the dev server's address.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEV_SERVER_ORIGIN } from '../../scripts/generate';

const read = (file: string) => readFileSync(path.resolve(import.meta.dirname, '../../docs', file), 'utf8');

describe('links of docs/scenarios.md and docs/qa-links.md', () => {
  for (const file of ['scenarios.md', 'qa-links.md']) {
    it(`${file} has no root-relative link; its page links open on the dev server`, () => {
      const text = read(file);
      expect(text.match(/\]\(\/[^)]*\)/g) ?? []).toEqual([]);
      const links = [...text.matchAll(/\[`?(\/[^\]`]*)`?\]\(([^)]+)\)/g)];
      expect(links.length).toBeGreaterThan(20);
      for (const [, shown, target] of links) expect(target).toBe(`${DEV_SERVER_ORIGIN}${shown ?? ''}`);
    });
  }
});
