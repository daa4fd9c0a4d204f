import { FLAGS_QUERY_PARAM, parseFlagOverrides } from '@/shared/domain/feature-flags';
import { parseScenarioParam, SCENARIO_QUERY_PARAM } from '@mocks/scenarios';

/**
 * The values a generated spec types where the tester typed a secret: names of `QA_TEST_DATA`
 * (e2e/qa-test-data.ts), never what was typed (decision 274).
 */
export type QaSecretKind = 'cardNumber' | 'cardExpiry' | 'cardCvv' | 'password' | 'wrongPassword' | 'otpCode' | 'wrongOtpCode';

/** How a step finds its element, as Playwright's own locators are written. */
export type StepTarget =
  | {
      kind: 'role';
      role: string;
      name: string;
      /** A named container that tells apart elements of the same role and name (an offer card's "Comprar"). */
      scope?: { role: string; name: string };
      /** Still not unique: the position among the matches, in document order. */
      nth?: number;
    }
  | { kind: 'label'; label: string; nth?: number }
  /** No accessible name: written as a comment, never as a CSS selector. */
  | { kind: 'unnamed'; role: string | null; tag: string };

export type RecordedStep =
  | { action: 'click'; target: StepTarget }
  | { action: 'fill'; target: StepTarget; value: string }
  | { action: 'fill'; target: StepTarget; secret: QaSecretKind }
  | { action: 'select'; target: StepTarget; option: string }
  | { action: 'check' | 'uncheck'; target: StepTarget }
  | { action: 'press'; target: StepTarget; key: string };

/** The text on screen the spec ends on: an alert or status the outcome showed, else the page's heading. */
export type ScreenOutcome = { role: 'alert' | 'status' | 'heading'; text: string; several: boolean };

export type PlaywrightSpecInput = {
  /**
   * The reproduce link of the page where the steps began, with the tab's choices now: its
   * scenarios, seed, profile, latency, timeout and flags become typed arguments of gotoWithScenarios.
   */
  reproductionLink: string;
  viewport: { width: number; height: number };
  steps: readonly RecordedStep[];
  outcome: ScreenOutcome | undefined;
};

const SETTING_PARAMS = { seed: 'seed', profile: 'profile', latency: 'latency', timeout: 'timeout' } as const;

/** A TypeScript string literal. */
function literal(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\r?\n/g, '\\n')}'`;
}

function objectLiteral(entries: readonly (readonly [string, string])[]): string {
  if (entries.length === 0) return '{}';
  const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : literal(name));
  return `{ ${entries.map(([name, value]) => `${key(name)}: ${value}`).join(', ')} }`;
}

function locator(target: Exclude<StepTarget, { kind: 'unnamed' }>): string {
  const nth = target.nth === undefined ? '' : `.nth(${target.nth})`;
  if (target.kind === 'label') return `page.getByLabel(${literal(target.label)}, { exact: true })${nth}`;
  const scope = target.scope ? `page.getByRole(${literal(target.scope.role)}, { name: ${literal(target.scope.name)}, exact: true })` : 'page';
  return `${scope}.getByRole(${literal(target.role)}, { name: ${literal(target.name)}, exact: true })${nth}`;
}

function describeAction(step: RecordedStep): string {
  switch (step.action) {
    case 'click':
      return 'click';
    case 'fill':
      return 'fill';
    case 'select':
      return `choice of «${step.option}»`;
    case 'press':
      return `key ${step.key}`;
    default:
      return step.action;
  }
}

function stepLines(step: RecordedStep): string[] {
  const { target } = step;
  if (target.kind === 'unnamed') {
    const what = target.role ? `a ${target.tag} (role ${target.role})` : `a ${target.tag}`;
    return [
      `  // Step not written: the ${describeAction(step)} on ${what} has no accessible name, so no role or label finds it.`,
      '  // Give that element an accessible name (its text, a label or aria-label), record again, or write this step by hand.',
    ];
  }
  const element = locator(target);
  switch (step.action) {
    case 'click':
      return [`  await ${element}.click();`];
    case 'check':
    case 'uncheck':
      return [`  await ${element}.${step.action}();`];
    case 'select':
      return [`  await ${element}.selectOption({ label: ${literal(step.option)} });`];
    case 'press':
      return [`  await ${element}.press(${literal(step.key)});`];
    case 'fill':
      return 'secret' in step ? [`  await ${element}.fill(QA_TEST_DATA.${step.secret});`] : [`  await ${element}.fill(${literal(step.value)});`];
  }
}

function outcomeLines(outcome: ScreenOutcome | undefined): string[] {
  if (!outcome) return ['  // No alert, status or heading was on screen when the spec was written: add the assertion the outcome needs.'];
  const found =
    outcome.role === 'heading'
      ? `page.getByRole('heading', { name: ${literal(outcome.text)}, exact: true })`
      : `page.getByRole(${literal(outcome.role)}).filter({ hasText: ${literal(outcome.text)} })`;
  return [`  await expect(${found}${outcome.several ? '.first()' : ''}).toBeVisible();`];
}

/** The page to open and the arguments of gotoWithScenarios, read from the reproduce link. */
function openingOf(reproductionLink: string): { path: string; scenarios: string; settings: string } {
  const link = new URL(reproductionLink);
  const scenarios = parseScenarioParam(link.searchParams.get(SCENARIO_QUERY_PARAM) ?? '');
  const settings: [string, string][] = [];
  for (const [name, param] of Object.entries(SETTING_PARAMS)) {
    const value = link.searchParams.get(param);
    if (value === null || value.trim() === '') continue;
    settings.push([name, name === 'profile' || !Number.isFinite(Number(value)) ? literal(value) : String(Number(value))]);
  }
  const flags = parseFlagOverrides(link.searchParams.get(FLAGS_QUERY_PARAM) ?? '');
  if (Object.keys(flags).length > 0) settings.push(['flags', objectLiteral(Object.entries(flags).map(([name, on]) => [name, String(on)]))]);
  // What the typed arguments do not carry (the page's own query, a session, chaos) stays in the path.
  const kept = new URLSearchParams(link.search);
  for (const param of [SCENARIO_QUERY_PARAM, FLAGS_QUERY_PARAM, ...Object.values(SETTING_PARAMS)]) kept.delete(param);
  const query = kept.toString();
  return {
    path: query ? `${link.pathname}?${query}` : link.pathname,
    scenarios: objectLiteral(Object.entries(scenarios).map(([operationId, outcome]) => [operationId, literal(outcome)])),
    settings: settings.length > 0 ? objectLiteral(settings) : '',
  };
}

/**
 * A Playwright spec that opens the page as the reproduce link sets it and replays the recorded
 * steps, ending on the outcome's text. Saved under e2e/, it runs as it is (decision 274).
 */
export function writePlaywrightSpec({ reproductionLink, viewport, steps, outcome }: PlaywrightSpecInput): string {
  const opening = openingOf(reproductionLink);
  const usesTestData = steps.some((step) => step.action === 'fill' && 'secret' in step && step.target.kind !== 'unnamed');
  const title = outcome ? `${opening.path}: ${outcome.text}` : opening.path;
  const gotoArguments = ['page', literal(opening.path), opening.scenarios, ...(opening.settings ? [opening.settings] : [])].join(', ');
  return [
    `// Written by the QA panel's "Copiar prueba" from ${reproductionLink}`,
    `import { expect, test } from './fixtures';`,
    ...(usesTestData ? [`import { QA_TEST_DATA } from './qa-test-data';`] : []),
    `import { gotoWithScenarios } from './scenarios';`,
    '',
    `test.use({ viewport: { width: ${viewport.width}, height: ${viewport.height} } });`,
    '',
    `test(${literal(`reproduces ${title}`)}, async ({ page }) => {`,
    `  await gotoWithScenarios(${gotoArguments});`,
    ...steps.flatMap(stepLines),
    ...outcomeLines(outcome),
    '});',
    '',
  ].join('\n');
}
