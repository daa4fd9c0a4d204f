/**
 * docs/decisions/README.md lists every record of docs/decisions/ once, by area. The check is
 * generic: it reads whatever records the folder holds, so a new record fails it until its line
 * is added (and a line for a record that does not exist fails it too).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DECISIONS_DIR = path.join(ROOT, 'docs/decisions');
const INDEX = readFileSync(path.join(DECISIONS_DIR, 'README.md'), 'utf8');
const RECORD_FILE = /^(\d{3})-[a-z0-9-]+\.md$/;
/** An index line: `- [NNN](NNN-title.md) Title — notes`. Links inside the notes are not entries. */
const INDEX_LINE = /^- \[(\d{3})\]\(([^)]+)\) (.+)$/;

/** What a line may say a record is, when it is not a decision still in force. */
const KIND_TAG = /· _([a-z-]+)_/g;
const KINDS = ['measurement', 'post-mortem', 'history'];
/** A file or folder of the repository, named in backticks: `src/app/routes.tsx`. */
const REPOSITORY_PATH = /`((?:src|mocks|tests|e2e|scripts|openapi|public)\/[^`\s]*)`/g;
/** Placeholders and patterns, not names: `<feature>`, `{a,b}`, `*.yaml`, `NNN`, `...`. */
const PATTERN = /[<>{}*]|NNN|\.\.\./;

type Record = { file: string; number: string; title: string; replaced: boolean; text: string };

function readRecords(): Record[] {
  return readdirSync(DECISIONS_DIR)
    .filter((name) => name !== 'README.md' && name.endsWith('.md'))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(DECISIONS_DIR, file), 'utf8');
      const heading = text.split('\n')[0] ?? '';
      // The lines above "## Context": title, date, status and any "superseded by" note.
      const header = text.split(/^## /m)[0] ?? '';
      return {
        file,
        number: RECORD_FILE.exec(file)?.[1] ?? '',
        title: heading.replace(/^#\s*\d{3}:?\s*/, '').trim(),
        replaced: /supersede[sd] (for .+ )?by|replaced by|^- Status:.*\b(superseded|replaced)\b/im.test(header),
        text,
      };
    });
}

const records = readRecords();
const entries = INDEX.split('\n').flatMap((line) => {
  const match = INDEX_LINE.exec(line);
  return match ? [{ number: match[1] ?? '', file: match[2] ?? '', text: match[3] ?? '' }] : [];
});

describe('the index of decision records (docs/decisions/README.md)', () => {
  it('has records to index, each named NNN-title.md with a title', () => {
    expect(records.length).toBeGreaterThan(100);
    for (const record of records) {
      expect(record.file, 'file name').toMatch(RECORD_FILE);
      expect(record.title, record.file).not.toBe('');
    }
  });

  it('lists every record of the folder, once', () => {
    const listed = entries.map((entry) => entry.file);
    expect(records.filter((record) => !listed.includes(record.file)).map((record) => record.file)).toEqual([]);
    expect(listed.filter((file, index) => listed.indexOf(file) !== index)).toEqual([]);
  });

  it('lists no file the folder does not have, and each under its own number', () => {
    const files = records.map((record) => record.file);
    expect(entries.filter((entry) => !files.includes(entry.file)).map((entry) => entry.file)).toEqual([]);
    for (const entry of entries) expect(entry.file.startsWith(`${entry.number}-`), entry.file).toBe(true);
  });

  it('gives each record its title as the record has it', () => {
    for (const record of records) {
      const entry = entries.find((candidate) => candidate.file === record.file);
      expect(entry?.text.startsWith(record.title), `${record.file}: "${record.title}"`).toBe(true);
    }
  });

  it('marks every replaced record as replaced', () => {
    const replaced = records.filter((record) => record.replaced);
    for (const record of replaced) {
      expect(entries.find((entry) => entry.file === record.file)?.text, record.file).toContain('**replaced**');
    }
  });

  it('tags a line only as a measurement, a post-mortem or history', () => {
    const tags = entries.flatMap((entry) => [...entry.text.matchAll(KIND_TAG)].map((match) => `${entry.number}: ${match[1] ?? ''}`));
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.filter((tag) => !KINDS.includes(tag.split(': ')[1] ?? ''))).toEqual([]);
  });
});

describe('the files the decision records name', () => {
  const exists = (name: string) => ['', '.ts', '.tsx'].some((extension) => existsSync(path.join(ROOT, name + extension)));

  it('exist, unless the record is superseded', () => {
    const missing = records
      .filter((record) => !record.replaced)
      .flatMap((record) =>
        [...record.text.matchAll(REPOSITORY_PATH)]
          .map((match) => (match[1] ?? '').replace(/(:\d+)?[.,:;)]*$/, ''))
          .filter((name) => !PATTERN.test(name) && !exists(name))
          .map((name) => `${record.file}: ${name}`),
      );
    expect(missing).toEqual([]);
  });
});
