/**
 * The guides name files, folders and scripts; a name that no longer exists is a bug of the docs.
 * This checks the hand-written guides (the generated catalogue and assumptions have their own
 * check: `npm run generate -- --check`).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const GUIDES = [
  'README.md',
  'docs/architecture.md',
  'docs/environment.md',
  'docs/scripts.md',
  'docs/qa-links.md',
  'docs/decisions/README.md',
  'docs/conventions.md',
  'docs/testing.md',
];
const REPOSITORY_PATH = /`((?:src|mocks|tests|e2e|scripts|docs|openapi)\/[^`\s]*)`/g;
/** Placeholders and patterns, not names: `<feature>`, `{a,b}`, `*.yaml`, `NNN-title.md`. */
const PATTERN = /[<>{}*]|NNN/;
const MARKDOWN_LINK = /\]\(([^)#\s]+)(?:#[^)]*)?\)/g;
const NPM_RUN = /npm run ([a-z][a-z0-9:-]*)/g;

const scripts = Object.keys((JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts);
const read = (guide: string) => readFileSync(path.join(ROOT, guide), 'utf8');

describe.each(GUIDES)('%s', (guide) => {
  it('names only files and folders of the repository', () => {
    const named = [...read(guide).matchAll(REPOSITORY_PATH)].map((match) => match[1] ?? '').filter((name) => !PATTERN.test(name));
    expect(named.filter((name) => !existsSync(path.join(ROOT, name.replace(/[.,:;]+$/, ''))))).toEqual([]);
  });

  it('links only to files that exist', () => {
    const targets = [...read(guide).matchAll(MARKDOWN_LINK)]
      .map((match) => match[1] ?? '')
      .filter((target) => !/^[a-z]+:/.test(target) && !target.startsWith('/') && !PATTERN.test(target));
    expect(targets.filter((target) => !existsSync(path.resolve(ROOT, path.dirname(guide), target)))).toEqual([]);
  });

  it('runs only scripts that package.json has', () => {
    const named = [...read(guide).matchAll(NPM_RUN)].map((match) => match[1] ?? '');
    expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
  });
});

describe('docs/scripts.md', () => {
  it('describes every script of package.json, and no other', () => {
    const described = read('docs/scripts.md')
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([a-z][a-z0-9:-]*)/g)].map((match) => match[1] ?? ''));
    expect(described.filter((name) => !scripts.includes(name))).toEqual([]);
    expect(scripts.filter((name) => !described.includes(name))).toEqual([]);
  });
});
