/** How one payment party's script is added to the page (the card processor, the gateway, the hosted checkout, the wallet). */
export interface PartyScript<TSdk> {
  /** The script's address; empty when none is configured. */
  url: string;
  document: Document;
  /** The global the script defines, read from the page's window. */
  globalOf: (view: Window) => TSdk | undefined;
  /** How the error names a global the script did not define ("SDK", "gateway"). */
  globalName: string;
  /** The party's error for what went wrong. */
  unavailable: (reason: string) => Error;
  /** `data-` attributes of the script, read by the stand-ins only. */
  data?: Record<string, string>;
  /** A global already in the page is taken without adding the script. */
  reusePageGlobal?: boolean;
}

/**
 * Adds a party's script and resolves with its global. It rejects with the party's error when no
 * address is configured, when the script does not load (the script is then removed, so the next
 * try adds it again) and when it defines no global.
 */
export function addPartyScript<TSdk>({
  url,
  document: doc,
  globalOf,
  globalName,
  unavailable,
  data,
  reusePageGlobal = false,
}: PartyScript<TSdk>): Promise<TSdk> {
  return new Promise<TSdk>((resolve, reject) => {
    const view = doc.defaultView ?? window;
    const already = reusePageGlobal ? globalOf(view) : undefined;
    if (already) return resolve(already);
    if (!url) return reject(unavailable('no script address is configured'));
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    Object.assign(script.dataset, data);
    script.addEventListener('load', () => {
      const sdk = globalOf(view);
      if (sdk) resolve(sdk);
      else reject(unavailable(`the script defined no ${globalName}`));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(unavailable('the script did not load'));
    });
    doc.head.append(script);
  });
}

/** One load per key, shared by every caller; a failed load is forgotten, so the next call tries again. */
export function sharedLoads<T>() {
  const loads = new Map<string, Promise<T>>();
  return {
    load(key: string, start: () => Promise<T>): Promise<T> {
      const known = loads.get(key);
      if (known) return known;
      const loading = start().catch((error: unknown) => {
        loads.delete(key);
        throw error;
      });
      loads.set(key, loading);
      return loading;
    },
    /** Tests only: forget every load. */
    clear(): void {
      loads.clear();
    },
  };
}
