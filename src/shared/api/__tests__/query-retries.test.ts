// @vitest-environment jsdom
/**
 * How the app retries a failed call, as the QA panel and docs/scenarios.md tell the `timeout`
 * outcome's total wait (issues 35, 47): a query retries as often as the table of
 * src/shared/api/query-retries.ts says, after the pauses of readRetryPauseMs; a write never does.
 */
import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, readRetryPauseMs } from '../query-client';
import { urlQueryKey } from '../query-keys';
import { readRetries } from '../query-retries';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** The moments a failing query sends its requests, with these options on the app's client. */
async function attemptsOf(retry: number | undefined): Promise<number[]> {
  const attempts: number[] = [];
  const started = Date.now();
  const observer = new QueryObserver(createQueryClient(), {
    queryKey: urlQueryKey('https://retries.invalid/read'),
    ...(retry === undefined ? {} : { retry }),
    queryFn: () => {
      attempts.push(Date.now() - started);
      return Promise.reject(new Error('504'));
    },
  });
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.advanceTimersByTimeAsync(120_000);
  unsubscribe();
  expect(observer.getCurrentResult().status).toBe('error');
  return attempts;
}

describe('retries of a failed call', () => {
  it('a query retries as often as its table entry says, after readRetryPauseMs before each retry', async () => {
    const attempts = await attemptsOf(readRetries('getCaptchaInfo'));
    expect(attempts).toHaveLength(readRetries('getCaptchaInfo') + 1);
    const pauses = attempts.slice(1).map((at, index) => at - (attempts[index] ?? 0));
    expect(pauses).toEqual([0, 1, 2].map(readRetryPauseMs));
    expect(pauses).toEqual([1000, 2000, 4000]);
  });

  it('an offer list is sent twice, one second apart', async () => {
    expect(await attemptsOf(readRetries('listPrepaidOffers'))).toEqual([0, 1000]);
  });

  it('a query with no retry of its own is sent once', async () => {
    expect(await attemptsOf(undefined)).toEqual([0]);
  });

  it('a write is tried once', async () => {
    let attempts = 0;
    const observer = new MutationObserver(createQueryClient(), {
      mutationFn: () => {
        attempts += 1;
        return Promise.reject(new Error('504'));
      },
    });
    await expect(observer.mutate()).rejects.toThrow('504');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toBe(1);
  });
});
