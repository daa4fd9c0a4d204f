/**
 * The rules of mocks/engine/scenario-keys.ts on small made-up operations (decision 150, issue 35):
 * which keys an operation takes, the likely key of a typo (the distance rule) and the exact texts
 * of a refusal. tests/mocks/unknown-scenarios.test.ts checks the same against the contract.
 */
import { describe, expect, it } from 'vitest';
import {
  COMMON_OUTCOMES,
  DELAY_OUTCOME_PATTERN,
  describeScenarioProblem,
  isKnownOutcome,
  outcomeKeysOf,
  preferProblems,
  SCENARIO_REFUSED_STATUS,
  SCENARIO_REFUSED_TYPE,
  scenarioParamRefusal,
  scenarioProblems,
  scenarioRefusal,
  type ScenarioProblem,
} from '@mocks/engine/scenario-keys';
import type { OperationDefinition, ResponseDefinition } from '@mocks/engine/types';

function response(status: ResponseDefinition['status'], ...exampleKeys: string[]): ResponseDefinition {
  return { status, description: '', examples: exampleKeys.map((key) => ({ key, value: {} })) };
}

function operation(operationId: string, ...responses: ResponseDefinition[]): OperationDefinition {
  return { service: 'main-api', operationId, method: 'post', path: `/${operationId}`, tags: [], parameters: [], responses };
}

const verifyImei = operation('verifyImei', response(200, 'compatible', 'vozapp'), response(400, 'badRequest'), response(500, 'error500'));
const getOffers = operation('getOffers', response(200, 'offers', 'vozapp'), response('default', 'fallback'));
const OPERATIONS = [verifyImei, getOffers];

/** The suggestion the rules give for `typed` among `known` (the only entry's), via an unknown outcome. */
function likelyKeyOf(typed: string, known: string[]): string | undefined {
  const only = operation('only', response(200, ...known));
  const [problem] = scenarioProblems([only], { only: typed });
  return problem?.suggestion;
}

describe('the keys of an operation', () => {
  it('are its examples in order, a code per numbered status, the common outcomes and the delay pattern, each once', () => {
    expect(COMMON_OUTCOMES).toEqual(['networkError', 'timeout', 'hostileText']);
    expect(DELAY_OUTCOME_PATTERN).toBe('delay=<ms>');
    expect(outcomeKeysOf(verifyImei)).toEqual([
      'compatible',
      'vozapp',
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
    // A catch-all response has no code of its own; a key named twice is listed once.
    expect(outcomeKeysOf(getOffers)).toEqual(['offers', 'vozapp', 'fallback', 'code=200', 'networkError', 'timeout', 'hostileText', 'delay=<ms>']);
    expect(outcomeKeysOf(operation('twice', response(200, 'same'), response(201, 'same')))).toEqual([
      'same',
      'code=200',
      'code=201',
      'networkError',
      'timeout',
      'hostileText',
      'delay=<ms>',
    ]);
  });

  it('take a delay of one to six digits, and never the pattern itself', () => {
    for (const key of ['delay=0', 'delay=5', 'delay=999999', 'vozapp', 'code=400', 'networkError', 'timeout', 'hostileText']) {
      expect(isKnownOutcome(verifyImei, key), key).toBe(true);
    }
    for (const key of ['delay=1234567', 'delay=', 'delay=-1', 'delay=1.5', 'xdelay=5', 'delay=5x', 'delay=<ms>', 'code=418', 'code=20', 'VOZAPP', '']) {
      expect(isKnownOutcome(verifyImei, key), key).toBe(false);
    }
  });
});

describe('the likely key of a typo', () => {
  it('is the known key within two edits for short words, ignoring the case of letters', () => {
    expect(likelyKeyOf('vozzapp', ['compatible', 'vozapp'])).toBe('vozapp');
    expect(likelyKeyOf('VOZAPP', ['vozapp'])).toBe('vozapp');
    expect(likelyKeyOf('vozapp', ['VozApp'])).toBe('VozApp');
    // Two edits: a deletion and an insertion, a substitution, a swap of two letters.
    expect(likelyKeyOf('ozapq', ['vozapp'])).toBe('vozapp');
    expect(likelyKeyOf('vazapp', ['vozapp'])).toBe('vozapp');
    expect(likelyKeyOf('vozpap', ['vozapp'])).toBe('vozapp');
    expect(likelyKeyOf('abc', ['abd'])).toBe('abd');
    expect(likelyKeyOf('', ['ab'])).toBe('ab');
  });

  it('is none beyond the distance: two edits, or a quarter of the typed length when longer', () => {
    expect(likelyKeyOf('vxxxpp', ['vozapp'])).toBeUndefined();
    expect(likelyKeyOf('', ['abc'])).toBeUndefined();
    // Twelve letters allow three edits; eleven, two.
    expect(likelyKeyOf('abcdefghixyz', ['abcdefghijkl'])).toBe('abcdefghijkl');
    expect(likelyKeyOf('abcdefghxyz', ['abcdefghijk'])).toBeUndefined();
    expect(likelyKeyOf('abcdefghijxy', ['abcdefghijkl'])).toBe('abcdefghijkl');
    // Sixteen letters allow four edits, not five.
    expect(likelyKeyOf('aaaaaaaaaaaawxyz', ['aaaaaaaaaaaaaaaa'])).toBe('aaaaaaaaaaaaaaaa');
    expect(likelyKeyOf('aaaaaaaaaaavwxyz', ['aaaaaaaaaaaaaaaa'])).toBeUndefined();
  });

  it('is the closest key, the first of equals, whatever the order of the list', () => {
    expect(likelyKeyOf('vozap', ['vozapxx', 'vozapp'])).toBe('vozapp');
    expect(likelyKeyOf('vozap', ['vozapp', 'vozapxx'])).toBe('vozapp');
    expect(likelyKeyOf('abcd', ['abxd', 'abyd'])).toBe('abxd');
    expect(likelyKeyOf('abcd', ['abyd', 'abxd'])).toBe('abyd');
    expect(likelyKeyOf('abcdx', ['xbcxx', 'abcd', 'abcdy'])).toBe('abcd');
  });

  it('measures the edits between words of different lengths in either direction', () => {
    expect(likelyKeyOf('kitten', ['sitting'])).toBeUndefined();
    expect(likelyKeyOf('kitten', ['kittens'])).toBe('kittens');
    expect(likelyKeyOf('sitting', ['sittin'])).toBe('sittin');
    expect(likelyKeyOf('abcdefgh', ['abcdefghij'])).toBe('abcdefghij');
    expect(likelyKeyOf('abcdefghij', ['abcdefgh'])).toBe('abcdefgh');
    expect(likelyKeyOf('abcdefgh', ['abcdefghijk'])).toBeUndefined();
    expect(likelyKeyOf('xbcdefgh', ['abcdefgy'])).toBe('abcdefgy');
    expect(likelyKeyOf('xbcdefgh', ['abcdefyy'])).toBeUndefined();
  });
});

describe('a scenario map checked against the operations', () => {
  it('refuses an unknown operation with the sorted list of operations and its likely name', () => {
    expect(scenarioProblems(OPERATIONS, { verifyImeii: 'vozapp' })).toEqual([
      { reason: 'unknownOperation', operationId: 'verifyImeii', outcome: 'vozapp', known: ['getOffers', 'verifyImei'], suggestion: 'verifyImei' },
    ]);
    expect(scenarioProblems(OPERATIONS, { zzz: 'vozapp' })).toEqual([
      { reason: 'unknownOperation', operationId: 'zzz', outcome: 'vozapp', known: ['getOffers', 'verifyImei'] },
    ]);
  });

  it('refuses an unknown outcome with the keys of its operation, and passes the known ones', () => {
    expect(scenarioProblems(OPERATIONS, { verifyImei: 'vozzapp', getOffers: 'offers' })).toEqual([
      { reason: 'unknownOutcome', operationId: 'verifyImei', outcome: 'vozzapp', known: outcomeKeysOf(verifyImei), suggestion: 'vozapp' },
    ]);
    expect(scenarioProblems(OPERATIONS, { verifyImei: 'delay=10', getOffers: 'fallback' })).toEqual([]);
    expect(scenarioProblems(OPERATIONS, {})).toEqual([]);
  });
});

describe('a Prefer header checked against the operation', () => {
  it('refuses an example or status the operation does not declare, and the scenario words, example first', () => {
    const known = ['compatible', 'vozapp', 'badRequest', 'error500', 'code=200', 'code=400', 'code=500'];
    expect(preferProblems(verifyImei, 'code=418, example=vozzapp')).toEqual([
      { reason: 'unknownOutcome', operationId: 'verifyImei', outcome: 'vozzapp', known, suggestion: 'vozapp' },
      { reason: 'unknownOutcome', operationId: 'verifyImei', outcome: 'code=418', known, suggestion: 'code=400' },
    ]);
    expect(preferProblems(verifyImei, 'example=timeout').map((problem) => problem.outcome)).toEqual(['timeout']);
    expect(preferProblems(verifyImei, 'example=networkError').map((problem) => problem.outcome)).toEqual(['networkError']);
    expect(preferProblems(verifyImei, 'example=hostileText').map((problem) => problem.outcome)).toEqual(['hostileText']);
    expect(preferProblems(verifyImei, 'example=delay=<ms>').map((problem) => problem.outcome)).toEqual(['delay=<ms>']);
  });

  it('takes what it declares, and no header at all', () => {
    expect(preferProblems(verifyImei, 'code=500, example=error500')).toEqual([]);
    expect(preferProblems(verifyImei, 'example=vozapp')).toEqual([]);
    expect(preferProblems(verifyImei, 'code=400')).toEqual([]);
    expect(preferProblems(verifyImei, 'dynamic=true')).toEqual([]);
    expect(preferProblems(verifyImei, '')).toEqual([]);
    expect(preferProblems(verifyImei, undefined)).toEqual([]);
  });
});

describe('the texts of a refusal', () => {
  const unknownOutcome: ScenarioProblem = {
    reason: 'unknownOutcome',
    operationId: 'verifyImei',
    outcome: 'vozzapp',
    known: ['vozapp', 'code=400'],
    suggestion: 'vozapp',
  };
  const unknownOperation: ScenarioProblem = { reason: 'unknownOperation', operationId: 'verifyImeii', outcome: 'vozapp', known: ['getOffers', 'verifyImei'] };

  it('name the entry, the likely key and every known key, in one line', () => {
    expect(describeScenarioProblem(unknownOutcome)).toBe(
      'Unknown outcome "vozzapp" for verifyImei: refused. Did you mean vozapp? Known outcomes of verifyImei: vozapp, code=400.',
    );
    expect(describeScenarioProblem({ ...unknownOperation, suggestion: 'verifyImei' })).toBe(
      'Unknown operation in scenario "verifyImeii:vozapp": refused. Did you mean verifyImei? Known operations: getOffers, verifyImei.',
    );
    expect(describeScenarioProblem(unknownOperation)).toBe(
      'Unknown operation in scenario "verifyImeii:vozapp": refused. Known operations: getOffers, verifyImei.',
    );
  });

  it('make a problem+json body with a status no operation declares', () => {
    expect(SCENARIO_REFUSED_STATUS).toBe(421);
    expect(SCENARIO_REFUSED_TYPE).toBe('https://bait.invalid/problems/unknown-scenario');
    expect(scenarioRefusal([unknownOutcome, unknownOperation])).toEqual({
      type: 'https://bait.invalid/problems/unknown-scenario',
      title: 'Unknown scenario: refused with a status no operation declares, so no screen takes it for an outcome',
      status: 421,
      detail: `${describeScenarioProblem(unknownOutcome)} ${describeScenarioProblem(unknownOperation)}`,
      unknown: [unknownOutcome, unknownOperation],
    });
  });

  it('refuse a whole ?scenario= of the mock server for one unknown entry, joining repeated parameters', () => {
    expect(scenarioParamRefusal(OPERATIONS, '')).toBeUndefined();
    expect(scenarioParamRefusal(OPERATIONS, '?seed=2')).toBeUndefined();
    expect(scenarioParamRefusal(OPERATIONS, '?scenario=verifyImei:vozapp&scenario=getOffers:offers')).toBeUndefined();
    expect(scenarioParamRefusal(OPERATIONS, 'scenario=verifyImei:vozapp&scenario=getOffers:offerz')?.unknown).toEqual([
      { reason: 'unknownOutcome', operationId: 'getOffers', outcome: 'offerz', known: outcomeKeysOf(getOffers), suggestion: 'offers' },
    ]);
    expect(scenarioParamRefusal(OPERATIONS, '?scenario=verifyImei:vozzapp')?.status).toBe(421);
  });
});
