/**
 * After a deploy, a tab still running the previous build asks for chunks that are gone: retrying
 * the same address fails again. A lost chunk whose server still answers (with a 404, or with the
 * site's HTML in place of the script) means a newer build is out: the page reloads once, to the
 * same address, and gets it. A server that does not answer means the network is down: no reload
 * (it would show the browser's offline page), the retry message instead. The tab remembers the
 * address it reloaded for, so the same failure after the reload shows the retry: never a loop.
 */
export const STALE_BUILD_RELOAD_KEY = 'bait.recarga-por-nueva-version';

/** What a failed dynamic import or the bundler's preload error names as the missing file. */
const MODULE_ADDRESS = /(?:https?:\/\/[^\s'"]+|\/[^\s'"]*\/)[^\s/'"]+\.(?:m?js|css)(?:\?[^\s'"]*)?/;

export type LostChunkOutcome = 'reloading' | 'show-retry';

export interface StaleBuildEnvironment {
  /** The page's address as the reload keeps it: path, query and fragment. */
  address: () => string;
  reload: () => void;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  storage: () => Storage | undefined;
}

function tabStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

const browserEnvironment: StaleBuildEnvironment = {
  address: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
  reload: () => window.location.reload(),
  fetch: (url, init) => window.fetch(url, init),
  storage: tabStorage,
};

/** The address of the file a chunk error names, if it names one. */
export function failedModuleAddress(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return MODULE_ADDRESS.exec(message)?.[0];
}

/**
 * Whether the file is gone for good while its server answers: a 4xx or 5xx, or a page of HTML
 * where a script or style sheet should be (hosts that answer every unknown path with index.html).
 * `undefined` when the server could not be reached.
 */
async function isGoneFromServer(url: string, environment: StaleBuildEnvironment): Promise<boolean | undefined> {
  try {
    const answer = await environment.fetch(url, { method: 'HEAD', cache: 'no-store' });
    return !answer.ok || (answer.headers.get('content-type') ?? '').includes('text/html');
  } catch {
    return undefined;
  }
}

/** A path of this site (one leading slash), as `address` makes it. */
const SITE_ADDRESS = /^\/(?!\/)\S*$/;

/** The address this tab last reloaded for, if any: only an address of this site reads as one. */
export function lastStaleBuildReload(environment: StaleBuildEnvironment = browserEnvironment): string | undefined {
  let stored: string | null | undefined;
  try {
    stored = environment.storage()?.getItem(STALE_BUILD_RELOAD_KEY);
  } catch {
    return undefined;
  }
  return stored && SITE_ADDRESS.test(stored) ? stored : undefined;
}

/** A chunk arrived: a later lost chunk may reload again. */
export function forgetStaleBuildReload(environment: StaleBuildEnvironment = browserEnvironment): void {
  try {
    environment.storage()?.removeItem(STALE_BUILD_RELOAD_KEY);
  } catch {
    // Nothing to forget.
  }
}

/** Decides what a lost chunk leads to, and starts the reload when that is the answer. */
export async function recoverFromLostChunk(error: unknown, environment: StaleBuildEnvironment = browserEnvironment): Promise<LostChunkOutcome> {
  const address = environment.address();
  if (lastStaleBuildReload(environment) === address) return 'show-retry';
  const missing = failedModuleAddress(error);
  // Without a file to ask about, the page's own address tells whether the server answers at all.
  const gone = missing ? await isGoneFromServer(missing, environment) : (await isGoneFromServer(address, environment)) !== undefined;
  if (!gone) return 'show-retry';
  try {
    const storage = environment.storage();
    if (!storage) return 'show-retry';
    storage.setItem(STALE_BUILD_RELOAD_KEY, address);
  } catch {
    // Without a place to remember the reload, a reload could loop: show the retry instead.
    return 'show-retry';
  }
  environment.reload();
  return 'reloading';
}
