import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../query-client';

describe('the query client', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('sends a write while the browser says it is offline, so the screen gets an answer to show', async () => {
    onlineManager.setOnline(false);
    const observer = new MutationObserver(createQueryClient(), { mutationFn: () => Promise.resolve('sent') });
    await expect(observer.mutate()).resolves.toBe('sent');
  });

  it('sends a write once, without retrying a failure', async () => {
    let attempts = 0;
    const observer = new MutationObserver(createQueryClient(), {
      mutationFn: () => {
        attempts += 1;
        return Promise.reject(new Error('refused'));
      },
    });
    await expect(observer.mutate()).rejects.toThrow('refused');
    expect(attempts).toBe(1);
  });
});
