// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTags } from './load-tags';

const SETTINGS = {
  tagManager: { id: 'GTM-TEST', scriptUrl: '/tags/gtm.js' },
  socialPixel: { id: '123', scriptUrl: '/tags/fbevents.js' },
  videoPixel: { id: 'VP1', scriptUrl: '/tags/pixel-events.js' },
};

type IdleCallback = () => void;

/** A window whose load state and idle callbacks the test drives. */
function tabWith(readyState: DocumentReadyState) {
  const idle: IdleCallback[] = [];
  const loadListeners: Array<() => void> = [];
  const document = window.document.implementation.createHTMLDocument('tab');
  Object.defineProperty(document, 'readyState', { get: () => readyState });
  const target = {
    document,
    requestIdleCallback: vi.fn((callback: IdleCallback, options: { timeout: number }) => {
      expect(options.timeout).toBe(4000);
      idle.push(callback);
      return idle.length;
    }),
    addEventListener: vi.fn((type: string, listener: () => void) => {
      if (type === 'load') loadListeners.push(listener);
    }),
  };
  const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
  return {
    target: target as unknown as Window,
    scripts,
    load: () => {
      readyState = 'complete';
      loadListeners.splice(0).forEach((listener) => listener());
    },
    idle: () => idle.splice(0).forEach((callback) => callback()),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('the tags after consent (decision 142)', () => {
  it('get their queues at once and their scripts only after the load event, once the browser is idle', () => {
    const tab = tabWith('loading');
    startTags(SETTINGS, tab.target);
    const tagWindow = tab.target as Window & { dataLayer?: unknown[]; fbq?: unknown; ttq?: unknown };
    expect(tagWindow.dataLayer).toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
    expect(typeof tagWindow.fbq).toBe('function');
    expect(tagWindow.ttq).toBeDefined();
    expect(tab.scripts()).toEqual([]);

    tab.load();
    expect(tab.scripts()).toEqual([]);
    tab.idle();
    expect(tab.scripts()).toEqual(['/tags/gtm.js?id=GTM-TEST', '/tags/fbevents.js', '/tags/pixel-events.js?sdkid=VP1&lib=ttq']);
  });

  it('on a page already loaded, still wait for the browser to be idle', () => {
    const tab = tabWith('complete');
    startTags(SETTINGS, tab.target);
    expect(tab.scripts()).toEqual([]);
    tab.idle();
    expect(tab.scripts()).toHaveLength(3);
  });

  it('leave out a tag whose id is empty', () => {
    const tab = tabWith('complete');
    startTags({ ...SETTINGS, socialPixel: { id: '', scriptUrl: '/tags/fbevents.js' } }, tab.target);
    tab.idle();
    expect(tab.scripts()).toEqual(['/tags/gtm.js?id=GTM-TEST', '/tags/pixel-events.js?sdkid=VP1&lib=ttq']);
  });
});
