/**
 * Decision 150: a mistyped scenario key fails the typecheck in code, and is refused at run time
 * with the keys the contract knows, never answered with the default answer.
 */
import { describe, expect, it } from 'vitest';
import {
  describeScenarioProblem,
  isKnownOutcome,
  outcomeKeysOf,
  preferProblems,
  SCENARIO_REFUSED_STATUS,
  scenarioParamRefusal,
  scenarioProblems,
} from '@mocks/engine/scenario-keys';
import type { OperationDefinition } from '@mocks/engine/types';
import { operations } from '@mocks/generated';
import type { ScenarioOutcomes } from '@mocks/generated/scenario-outcomes';
import { scenarioPages } from '@mocks/scenario-pages';
import { parseScenarioParam, storeScenarios, type ScenarioMap } from '@mocks/scenarios';
import { chooseScenarios } from '@mocks/testing';
import type { ScreenOutcome } from '../../e2e/scenario-rows/types';
import { withScenarios } from '../../e2e/scenarios';

const API = 'https://api.bait.example';
const IMEI_PATH = '/api/core/captacion/imei/verificacion';

function operation(operationId: string): OperationDefinition {
  const found = operations.find((candidate) => candidate.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId}`);
  return found;
}

function postImei(headers: Record<string, string> = {}) {
  return fetch(`${API}${IMEI_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ IMEI: '356938035643809' }),
  });
}

type Refusal = { status: number; detail: string; unknown: Array<{ operationId: string; outcome: string; known: string[]; suggestion?: string }> };

/** Takes lines for the typecheck alone and never runs them. */
function typecheckOnly(lines: (row: ScreenOutcome) => void): void {
  void lines;
}

/**
 * `npx tsc -p .` checks these lines. Each `@ts-expect-error` fails the typecheck the day its key
 * becomes valid, so the types keep refusing typos.
 */
typecheckOnly((row) => {
  // @ts-expect-error `vozzapp` is not an outcome of verifyImei (its example is `vozapp`).
  chooseScenarios({ verifyImei: 'vozzapp' });
  // @ts-expect-error `verifyImeii` is not an operation of the contract.
  chooseScenarios({ verifyImeii: 'vozapp' });
  // @ts-expect-error verifyImei declares no 418.
  const undeclared: ScenarioMap = { verifyImei: 'code=418' };
  // @ts-expect-error a delay is a number of milliseconds.
  const badDelay: ScenarioMap = { verifyImei: 'delay=soon' };
  // @ts-expect-error the screen scenario rows take the same keys.
  const badRow: ScreenOutcome = { ...row, operationId: 'verifyImei', outcome: 'vozzapp' };
  // @ts-expect-error so do the Playwright links.
  withScenarios('/compatibilidad', { verifyImei: 'vozzapp' });
  // @ts-expect-error and the pages of the scenario links.
  const badPages: typeof scenarioPages = { verifyImeii: '/compatibilidad' };
  // Every common outcome, a declared status and a delay are accepted for any operation.
  const fine: ScenarioMap = { verifyImei: 'vozapp', createContactRequest: 'delay=900', getConsumption: 'code=401', changeNir: 'hostileText' };
  const goodRow: ScreenOutcome = { ...row, operationId: 'verifyImei', outcome: 'networkError' };
  void [undeclared, badDelay, badRow, badPages, fine, goodRow];
});

describe('the outcome keys of an operation', () => {
  it('are its named examples, its declared statuses, then the common outcomes', () => {
    expect(outcomeKeysOf(operation('verifyImei'))).toEqual([
      'homologadosOVolte',
      'vozapp',
      'noEsim',
      'notCompatible',
      'successFalse',
      'badRequest',
      'error500',
      'code=200',
      'code=400',
      'code=500',
      'networkError',
      'timeout',
      'hostileText',
      'delay=<ms>',
    ]);
  });

  it('match the generated types, operation by operation', () => {
    // A key listed at run time but missing from the type (or the reverse) shows here as a type error.
    const keys: Array<ScenarioOutcomes['verifyImei']> = ['vozapp', 'code=400', 'networkError', 'timeout', 'hostileText', 'delay=10'];
    for (const key of keys) expect(isKnownOutcome(operation('verifyImei'), key)).toBe(true);
  });

  it('refuse a typo, an undeclared status, a malformed delay and the placeholder itself', () => {
    const verifyImei = operation('verifyImei');
    for (const key of ['vozzapp', 'code=418', 'delay=', 'delay=soon', 'delay=<ms>', '']) expect(isKnownOutcome(verifyImei, key)).toBe(false);
  });
});

describe('a scenario map checked against the contract', () => {
  it('names the refused entry, the closest key and every known key', () => {
    const [problem, ...others] = scenarioProblems(operations, { verifyImei: 'vozzapp', createContactRequest: 'saved' });
    expect(others).toEqual([]);
    expect(problem).toMatchObject({ reason: 'unknownOutcome', operationId: 'verifyImei', outcome: 'vozzapp', suggestion: 'vozapp' });
    expect(problem?.known).toContain('homologadosOVolte');
    if (!problem) throw new Error('no problem reported');
    expect(describeScenarioProblem(problem)).toBe(
      'Unknown outcome "vozzapp" for verifyImei: refused. Did you mean vozapp? Known outcomes of verifyImei: ' +
        'homologadosOVolte, vozapp, noEsim, notCompatible, successFalse, badRequest, error500, code=200, code=400, code=500, ' +
        'networkError, timeout, hostileText, delay=<ms>.',
    );
  });

  it('refuses an unknown operation with the list of operations', () => {
    const [problem] = scenarioProblems(operations, { verifyImeii: 'vozapp' });
    expect(problem).toMatchObject({ reason: 'unknownOperation', operationId: 'verifyImeii', suggestion: 'verifyImei' });
    expect(problem?.known).toHaveLength(operations.length);
    if (!problem) throw new Error('no problem reported');
    expect(describeScenarioProblem(problem)).toMatch(
      /^Unknown operation in scenario "verifyImeii:vozapp": refused\. Did you mean verifyImei\? Known operations: .*verifyImei/,
    );
  });

  it('keeps malformed entries of ?scenario= so that they are refused, not dropped', () => {
    expect(parseScenarioParam('verifyImei,:vozapp,createContactRequest:saved,')).toEqual({ verifyImei: '', '': 'vozapp', createContactRequest: 'saved' });
    expect(scenarioProblems(operations, parseScenarioParam('verifyImei,:vozapp')).map((problem) => problem.reason)).toEqual([
      'unknownOutcome',
      'unknownOperation',
    ]);
  });

  it('refuses a ?scenario= with any unknown entry as a whole, for the mock server', () => {
    expect(scenarioParamRefusal(operations, '?scenario=verifyImei:vozapp')).toBeUndefined();
    expect(scenarioParamRefusal(operations, '?other=1')).toBeUndefined();
    expect(scenarioParamRefusal(operations, '?scenario=')).toBeUndefined();
    const refusal = scenarioParamRefusal(operations, '?scenario=verifyImei:vozapp&scenario=createContactRequest:saveed');
    expect(refusal).toMatchObject({ status: 421, unknown: [{ operationId: 'createContactRequest', outcome: 'saveed', suggestion: 'saved' }] });
  });

  it('is what chooseScenarios runs, so a key cast past the types still fails the test', () => {
    expect(() => chooseScenarios({ verifyImei: 'vozzapp' } as unknown as ScenarioMap)).toThrow('Unknown outcome "vozzapp" for verifyImei');
  });
});

describe('a Prefer header checked against the operation', () => {
  it('accepts the examples and statuses the operation declares, and dynamic', () => {
    const verifyImei = operation('verifyImei');
    expect(preferProblems(verifyImei, 'code=400, example=badRequest')).toEqual([]);
    expect(preferProblems(verifyImei, 'dynamic=true')).toEqual([]);
    expect(preferProblems(verifyImei, null)).toEqual([]);
  });

  it('refuses an unknown example or status, listing the examples and statuses only', () => {
    const problems = preferProblems(operation('verifyImei'), 'code=418, example=vozzapp');
    expect(problems.map((problem) => problem.outcome)).toEqual(['vozzapp', 'code=418']);
    expect(problems[0]?.known).toEqual([
      'homologadosOVolte',
      'vozapp',
      'noEsim',
      'notCompatible',
      'successFalse',
      'badRequest',
      'error500',
      'code=200',
      'code=400',
      'code=500',
    ]);
  });
});

describe('the generated handlers refuse unknown outcomes with 421 problem+json, a status no operation declares, never the default answer', () => {
  it('use a status that no operation of the contract declares, so no screen takes it for an outcome (issue 35)', () => {
    expect(SCENARIO_REFUSED_STATUS).toBe(421);
    expect(
      operations.filter((candidate) => candidate.responses.some((response) => response.status === SCENARIO_REFUSED_STATUS || response.status === 'default')),
    ).toEqual([]);
  });

  it('for an active scenario the contract does not know', async () => {
    storeScenarios({ verifyImei: 'vozzapp' });
    const response = await postImei();
    expect(response.status).toBe(421);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(response.headers.get('x-mock-source')).toBe('refused');
    const body = (await response.json()) as Refusal;
    expect(body.unknown).toEqual([expect.objectContaining({ operationId: 'verifyImei', outcome: 'vozzapp', suggestion: 'vozapp' })]);
    expect(body.unknown[0]?.known).toContain('vozapp');
    expect(body.detail).toContain('Known outcomes of verifyImei: homologadosOVolte, vozapp');
  });

  it('for a Prefer header naming an unknown example or status', async () => {
    for (const prefer of ['example=vozzapp', 'code=418']) {
      const response = await postImei({ Prefer: prefer });
      expect(response.status, prefer).toBe(421);
      expect(((await response.json()) as Refusal).unknown[0]?.known).toContain('badRequest');
    }
  });

  it('and still answer every known outcome as before', async () => {
    chooseScenarios({ verifyImei: 'vozapp' });
    expect((await postImei()).headers.get('x-mock-source')).toBe('scenario:vozapp');
    chooseScenarios({ verifyImei: 'delay=1' });
    expect((await postImei()).status).toBe(200);
  });
});

describe('the pages of the scenario links', () => {
  it('name only operations of the contract', () => {
    const known = new Set(operations.map((candidate) => candidate.operationId));
    expect(Object.keys(scenarioPages).filter((operationId) => !known.has(operationId))).toEqual([]);
  });
});
