import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

const PRINTER = path.join(import.meta.dirname, 'fixtures/print-mock-bodies.ts');

/** Asks the generated handlers for schema-made bodies in a fresh Node process. */
function bodiesFromAnotherProcess(seed: number): string {
  return execFileSync(TSX, [PRINTER, String(seed)], { cwd: ROOT, encoding: 'utf8' });
}

describe('schema-made mock data', () => {
  it('is the same in two separate processes for the same seed', () => {
    const first = bodiesFromAnotherProcess(2);
    expect(first).toContain('lista');
    expect(bodiesFromAnotherProcess(2)).toBe(first);
  });

  it('changes with the seed', () => {
    expect(bodiesFromAnotherProcess(3)).not.toBe(bodiesFromAnotherProcess(2));
  });
});
