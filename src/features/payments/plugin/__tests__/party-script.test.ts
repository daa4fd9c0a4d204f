// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { addPartyScript, sharedLoads } from '../party-script';

const URL_OF_SCRIPT = 'https://js.party.example/v1/sdk.js';
type Sdk = { pay: () => void };
const sdk: Sdk = { pay: () => undefined };
const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script')].filter((script) => script.src === URL_OF_SCRIPT);

class PartyError extends Error {}

function party(options: { url?: string; reusePageGlobal?: boolean; data?: Record<string, string> } = {}) {
  return addPartyScript<Sdk>({
    url: URL_OF_SCRIPT,
    document,
    globalOf: (view) => (view as Window & { Party?: Sdk }).Party,
    globalName: 'Party',
    unavailable: (reason) => new PartyError(reason),
    ...options,
  });
}

afterEach(() => {
  for (const script of scripts()) script.remove();
  Reflect.deleteProperty(window, 'Party');
});

describe('addPartyScript', () => {
  it('adds an async script with its data attributes and resolves with the global it defines', async () => {
    const loaded = party({ data: { merchantId: 'tiendademo01' } });
    const [script] = scripts();
    expect(script?.async).toBe(true);
    expect(script?.dataset.merchantId).toBe('tiendademo01');
    Object.assign(window, { Party: sdk });
    script?.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBe(sdk);
  });

  it('takes a global already in the page only when asked to', async () => {
    Object.assign(window, { Party: sdk });
    await expect(party({ reusePageGlobal: true })).resolves.toBe(sdk);
    expect(scripts()).toHaveLength(0);
    void party();
    expect(scripts()).toHaveLength(1);
  });

  it("rejects with the party's error: no address, a script that does not load (removed), a script without its global", async () => {
    await expect(party({ url: '' })).rejects.toThrow(new PartyError('no script address is configured'));

    const failed = party();
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(new PartyError('the script did not load'));
    expect(scripts()).toHaveLength(0);

    const empty = party();
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(empty).rejects.toBeInstanceOf(PartyError);
    await expect(empty).rejects.toThrow('the script defined no Party');
  });
});

describe('sharedLoads', () => {
  it('shares a load per key, forgets a failed one and forgets all on clear', async () => {
    const loads = sharedLoads<string>();
    let started = 0;
    const start = (outcome: 'ok' | 'fails') => () => {
      started += 1;
      return outcome === 'ok' ? Promise.resolve(`carga ${started}`) : Promise.reject(new Error('falló'));
    };

    const first = loads.load('a', start('ok'));
    expect(loads.load('a', start('ok'))).toBe(first);
    await expect(first).resolves.toBe('carga 1');
    await expect(loads.load('b', start('ok'))).resolves.toBe('carga 2');

    await expect(loads.load('c', start('fails'))).rejects.toThrow('falló');
    await expect(loads.load('c', start('ok'))).resolves.toBe('carga 4');

    loads.clear();
    await expect(loads.load('a', start('ok'))).resolves.toBe('carga 5');
  });
});
