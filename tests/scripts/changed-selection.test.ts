import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { featureOf, selectChecks, SPECS_OF_EVERY_FEATURE, SPECS_OF_FEATURE, specsOfFeature } from '../../scripts/lib/changed-selection';
import { countTests } from '../../scripts/lib/steps';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SPECS = [
  'e2e/account-balance.spec.ts',
  'e2e/account-login.spec.ts',
  'e2e/after-sale.spec.ts',
  'e2e/coverage-port-in.spec.ts',
  'e2e/esim-purchase.spec.ts',
  'e2e/pages.spec.ts',
  'e2e/sim-purchase.spec.ts',
  'e2e/top-up.spec.ts',
  'e2e/wallet.spec.ts',
  'e2e/resilience/failing-calls.spec.ts',
];
const everyFileExists = () => true;
const select = (...changed: string[]) => selectChecks(changed, SPECS, everyFileExists);

describe('test:changed chooses', () => {
  it('for a feature component: typecheck, lint of that file, the unit tests that import it, the specs that load the feature', () => {
    const selection = select('src/features/coverage/components/coverage-check.tsx');
    expect(selection).toMatchObject({
      regenerate: false,
      typecheck: true,
      lintFiles: ['src/features/coverage/components/coverage-check.tsx'],
      unitTests: true,
      integrationTests: false,
      changedSpecs: false,
      featureSpecs: ['e2e/coverage-port-in.spec.ts'],
    });
    expect(selection.reasons).toContain('browser: feature coverage changed, the specs that load it: e2e/coverage-port-in.spec.ts');
  });

  it("for a feature's texts.ts the same way", () => {
    expect(select('src/features/sim-purchase/texts.ts').featureSpecs).toEqual(['e2e/sim-purchase.spec.ts']);
  });

  it('matches whole words of a spec name: sim-purchase is not esim-purchase, port-in is in coverage-port-in', () => {
    expect(specsOfFeature('sim-purchase', SPECS)).toEqual(['e2e/sim-purchase.spec.ts']);
    expect(specsOfFeature('port-in', SPECS)).toEqual(['e2e/coverage-port-in.spec.ts']);
    expect(specsOfFeature('account', SPECS)).toEqual(['e2e/account-balance.spec.ts', 'e2e/account-login.spec.ts']);
  });

  it('adds the picture check to every feature: it shows every route, dialog and flow', () => {
    expect(specsOfFeature('sim-purchase', [...SPECS, 'e2e/screen-pictures.spec.ts'])).toEqual(['e2e/sim-purchase.spec.ts', 'e2e/screen-pictures.spec.ts']);
  });

  it('follows the table for features whose specs carry another name', () => {
    expect(select('src/features/payments/card-form/card-form.tsx').featureSpecs).toEqual(['e2e/top-up.spec.ts', 'e2e/wallet.spec.ts']);
    expect(select('src/features/home/home-page.tsx').featureSpecs).toEqual(['e2e/pages.spec.ts']);
  });

  it('no browser spec for a change to a test file only', () => {
    const selection = select('src/features/coverage/__tests__/coverage-check.test.tsx');
    expect(selection).toMatchObject({ unitTests: true, featureSpecs: [], changedSpecs: false });
    expect(selection.reasons).toContain('browser skipped: no spec and no page code changed');
  });

  it('every spec for shared code, which reaches every page', () => {
    const selection = select('src/shared/ui/button/button.tsx');
    expect(selection.featureSpecs).toBe('all');
    expect(selection.reasons).toContain('browser: every spec, as src/shared/ui/button/button.tsx reaches every page');
  });

  it("Playwright's --only-changed for a changed spec or e2e helper", () => {
    expect(select('e2e/scenarios.ts')).toMatchObject({
      changedSpecs: true,
      featureSpecs: [],
      unitTests: false,
      integrationTests: false,
      lintFiles: ['e2e/scenarios.ts'],
    });
  });

  it('regeneration first and everything that reads the contract for an openapi/ change', () => {
    expect(select('openapi/main-api.yaml')).toMatchObject({
      regenerate: true,
      typecheck: true,
      unitTests: true,
      integrationTests: true,
      featureSpecs: 'all',
      lintFiles: [],
    });
  });

  it('regeneration first for a change to the table of pages, whose page loaders are generated', () => {
    const selection = select('src/shared/domain/routing/pages.ts');
    expect(selection).toMatchObject({ regenerate: true, typecheck: true, unitTests: true, featureSpecs: 'all' });
    expect(selection.reasons).toContain('src/shared/domain/routing/pages.ts changed: `npm run generate` first; the generated files then count as changed');
  });

  it('the integration tests for scripts/ and mocks/, what they import', () => {
    expect(select('scripts/lib/prism.ts')).toMatchObject({ integrationTests: true, unitTests: true, featureSpecs: [] });
    expect(select('mocks/engine/resolve-response.ts')).toMatchObject({ integrationTests: true, featureSpecs: 'all' });
  });

  it('no typecheck, lint or test for a change to the docs only', () => {
    expect(select('docs/scripts.md')).toMatchObject({
      typecheck: false,
      lintFiles: [],
      unitTests: false,
      integrationTests: false,
      changedSpecs: false,
      featureSpecs: [],
    });
  });

  it('leaves deleted files out of lint', () => {
    expect(selectChecks(['src/features/coverage/gone.ts', 'src/features/coverage/texts.ts'], SPECS, (file) => !file.endsWith('gone.ts')).lintFiles).toEqual([
      'src/features/coverage/texts.ts',
    ]);
  });

  it('nothing for no change', () => {
    expect(select()).toMatchObject({
      typecheck: false,
      unitTests: false,
      featureSpecs: [],
      reasons: expect.arrayContaining(['nothing changed: nothing to run']),
    });
  });

  it('reads the feature of a path', () => {
    expect(featureOf('src/features/payments/top-up/top-up-modal.tsx')).toBe('payments');
    expect(featureOf('src/shared/ui/button/button.tsx')).toBeUndefined();
  });
});

describe('the repository', () => {
  const features = readdirSync(path.join(ROOT, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const specs = readdirSync(path.join(ROOT, 'e2e'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => `e2e/${file}`);

  it('has a spec that loads every feature, so a change to one always reaches the browser', () => {
    expect(features.filter((feature) => specsOfFeature(feature, specs).length === 0)).toEqual([]);
  });

  it('names in the table only features and specs that exist', () => {
    expect(Object.keys(SPECS_OF_FEATURE).filter((feature) => !features.includes(feature))).toEqual([]);
    const names = specs.map((spec) => spec.replace(/^.*\//, '').replace(/\.spec\.ts$/, ''));
    expect(Object.values(SPECS_OF_FEATURE).flatMap((wanted) => wanted.filter((name) => !names.includes(name)))).toEqual([]);
    expect(SPECS_OF_EVERY_FEATURE.filter((name) => !names.includes(name))).toEqual([]);
  });
});

describe('the last line of npm test and test:changed counts', () => {
  it("Vitest's and Playwright's summaries together", () => {
    const vitest = ' Test Files  3 passed (3)\n      Tests  41 passed | 2 failed (43)\n';
    const playwright = '  1 failed\n  2 flaky\n  17 passed (1.2m)\n';
    expect(countTests([vitest, playwright])).toEqual({ passed: 58, failed: 3, flaky: 2 });
  });
});
