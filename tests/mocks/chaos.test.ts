/**
 * Chaos mode (issue 47, decision 276): `?chaos=<seed>:<rate>` fails each mocked call with
 * probability rate, with one of the operation's declared error outcomes, a network error or a
 * timeout, drawn from the seed so the same link fails the same calls in the same order.
 */
import { describe, expect, it } from 'vitest';
import { recentCalls } from '@mocks/activity';
import { applySettingsParams, configureMocks, getMockSettings } from '@mocks/config';
import { chaosDraw, chaosFailuresOf, CHAOS_REFUSED_TYPE, nextChaosFailure, parseChaos, resetChaosCounts, type ChaosConfig } from '@mocks/engine/chaos';
import { SCENARIO_REFUSED_STATUS } from '@mocks/engine/scenario-keys';
import type { OperationDefinition } from '@mocks/engine/types';
import { operations } from '@mocks/generated';
import { chooseScenarios } from '@mocks/testing';

const API = 'https://api.bait.example';
const IMEI_PATH = '/api/core/captacion/imei/verificacion';

function operation(operationId: string): OperationDefinition {
  const found = operations.find((candidate) => candidate.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId}`);
  return found;
}

const verifyImei = operation('verifyImei');

function postImei(headers: Record<string, string> = {}) {
  return fetch(`${API}${IMEI_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ IMEI: '356938035643809' }),
  });
}

/** The failures of the first `count` calls of each operation, in the order they were drawn. */
function draws(config: ChaosConfig, count: number, ids = ['verifyImei', 'listPrepaidOffers', 'chargePayment']): (string | undefined)[] {
  return ids.flatMap((id) => Array.from({ length: count }, (_, index) => chaosDraw(config, operation(id), index)));
}

describe('the chaos value', () => {
  it('reads <whole seed>:<rate from 0 to 1>, and empty as off', () => {
    expect(parseChaos('7:0.2')).toEqual({ kind: 'on', config: { seed: 7, rate: 0.2 } });
    expect(parseChaos(' 12:1 ')).toEqual({ kind: 'on', config: { seed: 12, rate: 1 } });
    expect(parseChaos('0:0')).toEqual({ kind: 'on', config: { seed: 0, rate: 0 } });
    expect(parseChaos('3:.5')).toEqual({ kind: 'on', config: { seed: 3, rate: 0.5 } });
    expect(parseChaos('')).toEqual({ kind: 'off' });
    expect(parseChaos(undefined)).toEqual({ kind: 'off' });
  });

  it.each([
    ['7:1.5', 'la tasa «1.5» no es un número de 0 a 1'],
    ['7:-0.1', 'la tasa «-0.1» no es un número de 0 a 1'],
    ['7:mucho', 'la tasa «mucho» no es un número de 0 a 1'],
    ['7:', 'la tasa «» no es un número de 0 a 1'],
    ['abc:0.2', 'la semilla «abc» no es un número entero'],
    ['1.5:0.2', 'la semilla «1.5» no es un número entero'],
    [':0.2', 'la semilla «» no es un número entero'],
    ['7', 'falta «:» entre la semilla y la tasa'],
  ])('refuses %s: %s', (value, reason) => {
    expect(parseChaos(value)).toEqual({ kind: 'refused', value, reason });
  });
});

describe('the chaos draw', () => {
  it('fails the same calls with the same outcomes for the same seed, and others for another seed', () => {
    const config = { seed: 7, rate: 0.4 };
    expect(draws(config, 40)).toEqual(draws(config, 40));
    expect(draws({ seed: 8, rate: 0.4 }, 40)).not.toEqual(draws(config, 40));
  });

  it('fails nothing at rate 0 and every call at rate 1', () => {
    expect(draws({ seed: 7, rate: 0 }, 200).filter(Boolean)).toEqual([]);
    const all = draws({ seed: 7, rate: 1 }, 200);
    expect(all.every((failure) => failure !== undefined)).toBe(true);
  });

  it('fails about rate of the calls, and picks each failure of an operation about as often', () => {
    const config = { seed: 2024, rate: 0.3 };
    const results = Array.from({ length: 5000 }, (_, index) => chaosDraw(config, verifyImei, index));
    const failed = results.filter((failure): failure is string => failure !== undefined);
    expect(failed.length / results.length).toBeGreaterThan(0.28);
    expect(failed.length / results.length).toBeLessThan(0.32);
    const failures = chaosFailuresOf(verifyImei);
    const share = failed.length / failures.length;
    for (const failure of failures) {
      const count = failed.filter((candidate) => candidate === failure).length;
      expect(count, failure).toBeGreaterThan(share * 0.75);
      expect(count, failure).toBeLessThan(share * 1.25);
    }
  });

  it("picks only the operation's declared 4xx/5xx outcomes, a network error or a timeout", () => {
    const failures = chaosFailuresOf(verifyImei);
    expect(failures).toContain('networkError');
    expect(failures).toContain('timeout');
    const declaredErrors = verifyImei.responses.filter((response) => typeof response.status === 'number' && response.status >= 400);
    expect(declaredErrors.length).toBeGreaterThan(0);
    for (const failure of failures.filter((key) => key !== 'networkError' && key !== 'timeout')) {
      const status = /^code=(\d+)$/.exec(failure)?.[1];
      const matches = status
        ? declaredErrors.some((response) => response.status === Number(status))
        : declaredErrors.some((response) => response.examples.some((example) => example.key === failure));
      expect(matches, failure).toBe(true);
    }
  });

  it('counts calls per operation, so calls of other operations in between change nothing', () => {
    const value = '5:0.5';
    const alone = Array.from({ length: 20 }, () => nextChaosFailure(value, verifyImei));
    resetChaosCounts();
    const offers = operation('listPrepaidOffers');
    const interleaved = Array.from({ length: 20 }, () => {
      nextChaosFailure(value, offers);
      return nextChaosFailure(value, verifyImei);
    });
    expect(interleaved).toEqual(alone);
  });
});

describe('chaos in the mocks', () => {
  it('fails a call under chaos and marks it in the call log with what it failed with', async () => {
    applySettingsParams('?chaos=3:1&timeout=20');
    expect(getMockSettings().chaos).toBe('3:1');
    const expected = chaosDraw({ seed: 3, rate: 1 }, verifyImei, 0);
    const response = await postImei().catch(() => 'networkError' as const);
    const [call] = recentCalls();
    expect(call?.chaos).toBe(expected);
    expect(call?.source).toBe(`chaos:${expected}`);
    if (response !== 'networkError') {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.headers.get('x-mock-source')).toBe(`chaos:${expected}`);
    }
  });

  it('never overrides a scenario the tester chose for the operation, nor a Prefer header', async () => {
    configureMocks({ chaos: '3:1' });
    chooseScenarios({ verifyImei: 'vozapp' });
    const chosen = await postImei();
    expect(chosen.headers.get('x-mock-source')).toBe('scenario:vozapp');
    expect(recentCalls()[0]?.chaos).toBeUndefined();

    chooseScenarios({}, { replace: true });
    const preferred = await postImei({ prefer: 'example=vozapp' });
    expect(preferred.headers.get('x-mock-source')).toBe('prefer:vozapp');
    expect(recentCalls()[0]?.chaos).toBeUndefined();
  });

  it('answers as usual at rate 0', async () => {
    configureMocks({ chaos: '3:0' });
    const response = await postImei();
    expect(response.status).toBe(200);
    expect(recentCalls()[0]?.chaos).toBeUndefined();
  });

  it('refuses every call with 421 while the chaos value is malformed, never ignoring it', async () => {
    applySettingsParams('?chaos=7:1.5');
    const response = await postImei();
    expect(response.status).toBe(SCENARIO_REFUSED_STATUS);
    const body = (await response.json()) as { type: string; detail: string };
    expect(body.type).toBe(CHAOS_REFUSED_TYPE);
    expect(body.detail).toContain('chaos=7:1.5 refused: la tasa «1.5» no es un número de 0 a 1');
    expect(recentCalls()[0]?.source).toBe('refused');
  });

  it('turns off with an empty chaos=', async () => {
    applySettingsParams('?chaos=7:1');
    applySettingsParams('?chaos=');
    expect((await postImei()).status).toBe(200);
  });
});
