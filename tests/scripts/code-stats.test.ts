import { describe, expect, it } from 'vitest';
import { decisionReferences, isGenerated, isProductionCode, lineCounts, specReferences, topFolderOf } from '../../scripts/lib/code-stats';

describe('the figures of npm run stats:code', () => {
  it('counts one decision reference per record number, in lists and across line breaks', () => {
    expect(decisionReferences('(decision 128)')).toBe(1);
    expect(decisionReferences('decisions 062, 124 and 200')).toBe(3);
    expect(decisionReferences('Decisions 031 and\n * 032')).toBe(2);
    expect(decisionReferences('a decision of the team, 2026')).toBe(0);
  });

  it('counts spec references that point at a numbered requirement, of either spec', () => {
    expect(specReferences('(spec 2.11) spec payments 3, spec account 7.2')).toBe(3);
    expect(specReferences("the spec's text, the spec names it")).toBe(0);
  });

  it('counts comment-only lines of every comment form, and a trailing comment as code', () => {
    const text = ['// line', '/**', ' * doc', ' */', 'const a = 1; // why', '', '{/* jsx */}', '/* one */ const b = 2;'].join('\n');
    expect(lineCounts(text)).toEqual({ nonBlank: 7, comment: 5 });
  });

  it('leaves generated and test files out of production code', () => {
    expect(isGenerated('src/api/generated/main-api.ts')).toBe(true);
    expect(isGenerated('docs/scenarios.md')).toBe(true);
    expect(isProductionCode('src/features/home/home-page.tsx')).toBe(true);
    expect(isProductionCode('src/features/home/home-page.test.tsx')).toBe(false);
    expect(isProductionCode('src/app/__tests__/routes.tsx')).toBe(false);
    expect(isProductionCode('mocks/generated/main-api.ts')).toBe(false);
    expect(topFolderOf('README.md')).toBe('(root)');
  });
});
