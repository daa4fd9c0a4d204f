import type { Middleware } from 'openapi-fetch';

/**
 * A request sent with this header keeps the splash up after it succeeds: the caller goes on with
 * more work (a payment step) and calls `releaseSplashHold()` when done (spec account 4, Splash).
 * The header is removed before the request leaves, so no server or CORS rule ever sees it.
 */
export const AWAIT_LOADER_HEADER = 'await-loader';

/**
 * A request sent with this header runs in the background (the guest every visitor is given at
 * start): it never shows the splash. Removed before the request leaves, like await-loader.
 */
export const BACKGROUND_REQUEST_HEADER = 'background-request';

/** The fetch options of a call the site makes on its own, around the page: it shows no splash. */
export const IN_THE_BACKGROUND = { headers: { [BACKGROUND_REQUEST_HEADER]: '1' } } as const;

/** Calls whose path contains one of these never show the splash (journey and tracking pings). */
const SPLASH_EXCLUDED_PATHS = ['/api/core/captacion/journey/', '/api/esim/v1/api/publico/tracking/'] as const;

type Listener = () => void;

/** Counts the requests that show the splash, plus the holds left by await-loader requests. */
export class SplashCounter {
  private running = 0;
  private held = 0;
  private readonly listeners = new Set<Listener>();

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Whether the splash should be shown (the component adds a short delay before showing it). */
  readonly isActive = (): boolean => this.running + this.held > 0;

  start(): void {
    this.update(() => (this.running += 1));
  }

  /** A tracked request ended; `hold` keeps the splash up until `releaseHold()`. */
  end(hold: boolean): void {
    this.update(() => {
      this.running = Math.max(0, this.running - 1);
      if (hold) this.held += 1;
    });
  }

  releaseHold(): void {
    this.update(() => (this.held = Math.max(0, this.held - 1)));
  }

  reset(): void {
    this.update(() => {
      this.running = 0;
      this.held = 0;
    });
  }

  private update(change: () => void): void {
    const before = this.isActive();
    change();
    if (before !== this.isActive()) this.listeners.forEach((listener) => listener());
  }
}

/** The one counter of the app, read by `<Splash />`. */
export const splashCounter = new SplashCounter();

export function isSplashExcluded(url: string): boolean {
  const { pathname } = new URL(url, 'http://localhost');
  return SPLASH_EXCLUDED_PATHS.some((path) => pathname.includes(path));
}

/**
 * openapi-fetch middleware: a request shows the splash while it runs. It ends on a response or a
 * network error; an HTTP or network error never leaves a hold, so a failed call always lets the
 * splash go (spec account 5, Transport).
 */
export function createSplashMiddleware(counter: SplashCounter = splashCounter): Middleware {
  const tracked = new Map<string, { awaitLoader: boolean }>();

  function finish(id: string, succeeded: boolean) {
    const entry = tracked.get(id);
    if (!entry) return;
    tracked.delete(id);
    counter.end(entry.awaitLoader && succeeded);
  }

  return {
    onRequest({ request, id }) {
      const awaitLoader = request.headers.has(AWAIT_LOADER_HEADER);
      const background = request.headers.has(BACKGROUND_REQUEST_HEADER);
      if (!background && !isSplashExcluded(request.url)) {
        tracked.set(id, { awaitLoader });
        counter.start();
      }
      if (!awaitLoader && !background) return undefined;
      const headers = new Headers(request.headers);
      headers.delete(AWAIT_LOADER_HEADER);
      headers.delete(BACKGROUND_REQUEST_HEADER);
      return new Request(request, { headers });
    },
    onResponse({ response, id }) {
      finish(id, response.ok);
      return undefined;
    },
    onError({ id }) {
      finish(id, false);
      return undefined;
    },
  };
}

/** Lets the splash go after an await-loader request, once the caller's follow-up work is done. */
export function releaseSplashHold(counter: SplashCounter = splashCounter): void {
  counter.releaseHold();
}
