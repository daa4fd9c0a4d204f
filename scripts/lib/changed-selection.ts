/**
 * What `npm run test:changed` runs for a set of changed files, and why: a pure function of the
 * changed paths (relative to the repository, `/`-separated) and the browser spec files, so the
 * choice is tested apart from git and the runners.
 */

export interface Selection {
  /** openapi/ or the table of pages changed: `npm run generate` runs first, and the generated files count as changed. */
  regenerate: boolean;
  typecheck: boolean;
  /** Existing changed files that ESLint and Prettier read. */
  lintFiles: string[];
  /** Vitest's `--changed`: the tests that import what changed (its module graph decides). */
  unitTests: boolean;
  integrationTests: boolean;
  /** Playwright's `--only-changed`: the specs that changed or import a changed helper of e2e/. */
  changedSpecs: boolean;
  /** Specs that load a changed feature; `all` when shared code changed. */
  featureSpecs: string[] | 'all';
  /** One line per choice, printed before the run. */
  reasons: string[];
}

/** Specs named after another feature than the one they load (the rest match by name). */
export const SPECS_OF_FEATURE: Record<string, string[]> = {
  acquisition: ['contact-request'],
  balance: ['account-balance'],
  home: ['pages'],
  invoices: ['after-sale'],
  payments: ['top-up', 'hosted-checkout', 'gateway', 'payment-variants', 'wallet', 'payment-safety'],
  'recurring-top-ups': ['account-recurring-profile'],
  'sim-replacement': ['after-sale'],
  'static-pages': ['pages'],
};

const LINTED = /\.(ts|tsx|js|css)$/;
const TYPED = /\.(ts|tsx|json|ya?ml)$/;
const TEST_FILE = /(^|\/)__tests__\/|\.test\.tsx?$/;
/** Files every browser page depends on: a change there can break any spec. */
const SHARED_BY_EVERY_PAGE =
  /^(src\/(shared|app|api)\/|mocks\/(?!.*\.test\.ts$)|openapi\/|public\/|index\.html$|vite\.config\.ts$|package(-lock)?\.json$|\.env)/;
/** What the integration tests import or start: scripts, the mocks, the contract, their config. */
const INTEGRATION_INPUTS =
  /^(scripts\/|mocks\/|openapi\/|tests\/integration\/|src\/api\/|vitest\.integration\.config\.ts$|vite\.config\.ts$|package(-lock)?\.json$)/;
/** What `npm run generate` writes from: the contract, and the table of pages (its page loaders). */
const GENERATED_FROM = /^(openapi\/.*\.ya?ml|src\/shared\/domain\/routing\/pages\.ts)$/;
const UNIT_INPUTS = /^(src\/|mocks\/|tests\/(?!integration\/)|scripts\/|vite\.config\.ts$|tsconfig\.json$|package(-lock)?\.json$)/;

/** The feature a path belongs to: `src/features/<feature>/...`. */
export const featureOf = (file: string): string | undefined => /^src\/features\/([^/]+)\//.exec(file)?.[1];

/** Specs that load every feature: the picture check shows every route, dialog and flow's end (decision 290). */
export const SPECS_OF_EVERY_FEATURE = ['screen-pictures'];

/** Spec files (paths under e2e/) that load a feature: named after it, listed in SPECS_OF_FEATURE, or loading every feature. */
export function specsOfFeature(feature: string, specFiles: string[]): string[] {
  const names = [feature, ...(SPECS_OF_FEATURE[feature] ?? []), ...SPECS_OF_EVERY_FEATURE];
  return specFiles.filter((spec) => {
    const name = spec.replace(/^.*\//, '').replace(/\.spec\.ts$/, '');
    // Whole words of the name: `sim-purchase` is not in `esim-purchase`, `port-in` is in `coverage-port-in`.
    return names.some((wanted) => `-${name}-`.includes(`-${wanted}-`));
  });
}

export function selectChecks(changed: string[], specFiles: string[], exists: (file: string) => boolean): Selection {
  const reasons: string[] = [];
  if (changed.length === 0) reasons.push('nothing changed: nothing to run');

  const generatedFrom = changed.find((file) => GENERATED_FROM.test(file));
  const regenerate = generatedFrom !== undefined;
  if (generatedFrom) reasons.push(`${generatedFrom} changed: \`npm run generate\` first; the generated files then count as changed`);

  const typecheck = regenerate || changed.some((file) => TYPED.test(file));
  reasons.push(typecheck ? 'typecheck: TypeScript, JSON or contract files changed' : 'typecheck skipped: no TypeScript, JSON or contract file changed');

  const lintFiles = changed.filter((file) => LINTED.test(file) && exists(file));
  if (lintFiles.length > 0) reasons.push(`lint and format: the ${lintFiles.length} changed file(s) ESLint and Prettier read`);

  const unitTests = regenerate || changed.some((file) => UNIT_INPUTS.test(file));
  reasons.push(unitTests ? 'unit tests: Vitest --changed, the tests that import a changed file' : 'unit tests skipped: no file that unit tests import changed');

  const integrationTests = regenerate || changed.some((file) => INTEGRATION_INPUTS.test(file));
  reasons.push(
    integrationTests
      ? 'integration tests: Vitest --changed on scripts/, mocks/ or the contract, what the integration tests import'
      : 'integration tests skipped: they import scripts/, mocks/ and the contract, none of which changed',
  );

  const changedSpecs = changed.some((file) => file.startsWith('e2e/'));
  if (changedSpecs) reasons.push('browser: Playwright --only-changed, the specs that changed or import a changed e2e/ helper');

  const appFiles = changed.filter((file) => !TEST_FILE.test(file));
  const sharedChange = generatedFrom ?? appFiles.find((file) => SHARED_BY_EVERY_PAGE.test(file));
  let featureSpecs: Selection['featureSpecs'] = [];
  if (sharedChange) {
    featureSpecs = 'all';
    reasons.push(`browser: every spec, as ${sharedChange} reaches every page`);
  } else {
    const features = [...new Set(appFiles.map(featureOf).filter((feature) => feature !== undefined))].sort();
    const specs = new Set<string>();
    for (const feature of features) {
      const found = specsOfFeature(feature, specFiles);
      reasons.push(
        found.length > 0
          ? `browser: feature ${feature} changed, the specs that load it: ${found.join(', ')}`
          : `browser: feature ${feature} changed, no spec loads it`,
      );
      found.forEach((spec) => specs.add(spec));
    }
    featureSpecs = [...specs].sort();
  }
  if (!changedSpecs && featureSpecs.length === 0) reasons.push('browser skipped: no spec and no page code changed');

  return { regenerate, typecheck, lintFiles, unitTests, integrationTests, changedSpecs, featureSpecs, reasons };
}
