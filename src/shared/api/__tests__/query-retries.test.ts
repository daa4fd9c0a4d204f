// @vitest-environment jsdom
/**
 * How the app retries a failed call, as the QA panel and docs/scenarios.md tell the `timeout`
 * outcome's total wait (issue 35): a read tries again after each pause of APP_READ_RETRY_PAUSES_MS,
 * a write never does.
 */
import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_READ_RETRY_PAUSES_MS, timeoutTotalsMs } from '@mocks/config';
import { createQueryClient } from '../query-client';
import { urlQueryKey } from '../query-keys';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('retries of a failed call', () => {
  it('a read tries again after 1, 2 and 4 s, then fails: the pauses the QA panel adds up', async () => {
    const attempts: number[] = [];
    const started = Date.now();
    const observer = new QueryObserver(createQueryClient(), {
      queryKey: urlQueryKey('https://retries.invalid/read'),
      queryFn: () => {
        attempts.push(Date.now() - started);
        return Promise.reject(new Error('504'));
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(60_000);
    unsubscribe();

    expect(observer.getCurrentResult().status).toBe('error');
    const pauses = attempts.slice(1).map((at, index) => at - (attempts[index] ?? 0));
    expect(pauses).toEqual(APP_READ_RETRY_PAUSES_MS);
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

  it('add up, with 30 s per attempt, to 30 s for a write and 127 s for a read', () => {
    expect(timeoutTotalsMs(30_000)).toEqual({ write: 30_000, read: 127_000 });
    expect(timeoutTotalsMs(1_000)).toEqual({ write: 1_000, read: 11_000 });
  });
});
