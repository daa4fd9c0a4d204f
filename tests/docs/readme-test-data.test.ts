/**
 * The README's QA section opens with the test data (issue 47): the block between its markers is
 * the one mocks/test-data.ts generates, so the card, codes and passwords QA reads are those the
 * mocks accept and the browser tests type.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_DATA_END, TEST_DATA_START, testDataMarkdown } from '../../mocks/test-data';

const README = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');

describe('README.md test data', () => {
  it('README.md holds the test data block generated from mocks/test-data.ts, at the start of its QA section', () => {
    const start = README.indexOf(TEST_DATA_START);
    const end = README.indexOf(TEST_DATA_END);
    expect(start, 'the test data block in README.md').toBeGreaterThan(-1);
    expect(README.slice(start, end + TEST_DATA_END.length)).toBe(testDataMarkdown());
    const qaSection = README.indexOf('## For QA');
    const nextSection = README.indexOf('\n### ', qaSection);
    expect(start).toBeGreaterThan(qaSection);
    expect(start).toBeLessThan(nextSection);
  });
});
