// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadAndIdle } from '../after-load-idle';

/** A window whose load state and idle callbacks the test drives. */
function tab(readyState: DocumentReadyState, withIdle = true) {
  const idle = new Map<number, () => void>();
  const load: Array<() => void> = [];
  const document = window.document.implementation.createHTMLDocument('tab');
  Object.defineProperty(document, 'readyState', { get: () => readyState });
  const target = {
    document,
    ...(withIdle && {
      requestIdleCallback: vi.fn((callback: () => void) => {
        idle.set(idle.size + 1, callback);
        return idle.size;
      }),
      cancelIdleCallback: vi.fn((id: number) => idle.delete(id)),
    }),
    addEventListener: (type: string, listener: () => void) => type === 'load' && load.push(listener),
    removeEventListener: (type: string, listener: () => void) => type === 'load' && load.splice(load.indexOf(listener), 1),
  };
  return {
    target: target as unknown as Window,
    requestIdleCallback: target.requestIdleCallback,
    load: () => {
      readyState = 'complete';
      load.splice(0).forEach((listener) => listener());
    },
    idle: () => [...idle.values()].forEach((callback) => callback()),
  };
}

afterEach(() => vi.useRealTimers());

describe('afterLoadAndIdle', () => {
  it('waits for the load event, then the delay, then an idle moment', () => {
    vi.useFakeTimers();
    const page = tab('loading');
    const run = vi.fn();
    afterLoadAndIdle(run, { delayMs: 5000, target: page.target });
    vi.advanceTimersByTime(10_000);
    page.idle();
    expect(run).not.toHaveBeenCalled();
    page.load();
    vi.advanceTimersByTime(4999);
    page.idle();
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    page.idle();
    expect(run).toHaveBeenCalledOnce();
  });

  it('with no delay asks for the idle moment at the load event, with the idle timeout given', () => {
    const page = tab('complete');
    const run = vi.fn();
    afterLoadAndIdle(run, { delayMs: 0, idleTimeoutMs: 4000, target: page.target });
    expect(page.requestIdleCallback).toHaveBeenCalledWith(run, { timeout: 4000 });
    page.idle();
    expect(run).toHaveBeenCalledOnce();
  });

  it('without idle callbacks runs once the delay is over', () => {
    vi.useFakeTimers();
    const page = tab('complete', false);
    const run = vi.fn();
    afterLoadAndIdle(run, { delayMs: 100, target: page.target });
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledOnce();
  });

  it('cancelled, never runs', () => {
    vi.useFakeTimers();
    const page = tab('loading');
    const run = vi.fn();
    const cancel = afterLoadAndIdle(run, { delayMs: 100, target: page.target });
    cancel();
    page.load();
    vi.advanceTimersByTime(100);
    page.idle();
    expect(run).not.toHaveBeenCalled();
  });
});
