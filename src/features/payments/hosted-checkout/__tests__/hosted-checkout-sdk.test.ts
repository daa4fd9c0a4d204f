// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hostedCheckoutOf, mountErrorCodeOf, mountHostedCard, type HostedCardOutcome, type HostedCheckoutSdk } from '../sdk/hosted-checkout-sdk';
import { HOSTED_CHECKOUT_STAND_IN_PATH, hostedCheckoutScriptUrl, loadHostedCheckout, resetHostedCheckoutLoader } from '../sdk/load-hosted-checkout';

const STAND_IN = path.resolve(import.meta.dirname, '../../../../../mocks/public/hosted-checkout/checkout.js');
const SCRIPT_ADDRESS = 'https://componentes.procesador.example/v1/checkout.js';
const PROCESSOR_ORIGIN = 'https://componentes.procesador.example';
const TOKEN = 'tok_2yQ8mVb3KxT7pLs9Df4a';

const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script')].filter((script) => script.src === SCRIPT_ADDRESS);

/** Runs the mock build's stand-in as a browser runs it, as if served from the processor's origin. */
function runStandIn(): HostedCheckoutSdk {
  const scriptDocument = {
    currentScript: { src: SCRIPT_ADDRESS, dataset: { apiBase: '' } },
    querySelector: (selector: string) => document.querySelector(selector),
    createElement: (tag: string) => document.createElement(tag),
  };
  new Function('window', 'document', readFileSync(STAND_IN, 'utf8'))(window, scriptDocument);
  const sdk = hostedCheckoutOf(window);
  if (!sdk) throw new Error('the stand-in defined no CheckoutComponents');
  return sdk;
}

const options = {
  elementId: 'hosted-checkout-frame',
  publicKey: 'pk_test_c1d2e3f4a5b6c7d8e9f0',
  merchant: 'bait-checkout-recargas',
  height: 700,
  title: 'Formulario seguro: datos de la tarjeta',
  button: { text: 'Continuar', background: '#1471CE', color: '#FFFFFF', radius: '0px', outlined: false },
};

beforeEach(() => {
  resetHostedCheckoutLoader();
  Reflect.deleteProperty(window, 'CheckoutComponents');
  document.body.innerHTML = '<div id="hosted-checkout-frame"></div>';
});
afterEach(() => {
  for (const script of scripts()) script.remove();
  Reflect.deleteProperty(window, 'CheckoutComponents');
  document.body.innerHTML = '';
});

describe("the hosted-checkout script's stand-in through the site's wrapper", () => {
  function mount() {
    const onReady = vi.fn<() => void>();
    const outcomes: HostedCardOutcome[] = [];
    const mounted = mountHostedCard(runStandIn(), options, { onReady, onOutcome: (outcome) => outcomes.push(outcome) });
    const mountId = new URL(mounted.frame.src).searchParams.get('mount');
    /** Posts as the frame would, or as another origin, window or mount when told. */
    function post(data: object, { origin = PROCESSOR_ORIGIN, source = mounted.frame.contentWindow as Window | null, mount = mountId } = {}) {
      window.dispatchEvent(new MessageEvent('message', { origin, source, data: { source: 'checkout-components', mount, ...data } }));
    }
    return { mounted, onReady, outcomes, post };
  }

  it('mounts the 700 px frame of the processor, with its configuration, into the target', () => {
    const { mounted } = mount();
    expect(mounted.frame.parentElement?.id).toBe('hosted-checkout-frame');
    expect(mounted.frame.getAttribute('height')).toBe('700');
    expect(mounted.frame.title).toBe(options.title);
    const address = new URL(mounted.frame.src);
    expect(address.origin + address.pathname).toBe(`${PROCESSOR_ORIGIN}/v1/frame.html`);
    expect(Object.fromEntries(address.searchParams)).toMatchObject({
      merchant: 'bait-checkout-recargas',
      publicKey: options.publicKey,
      parentOrigin: window.location.origin,
      submitText: 'Continuar',
      buttonBackground: '#1471CE',
    });
  });

  it("calls the site's callbacks only for its own frame's messages, from the processor's origin", () => {
    const { mounted, onReady, outcomes, post } = mount();
    post({ type: 'ready' });
    expect(onReady).toHaveBeenCalledTimes(1);

    post({ type: 'token', token: { id: TOKEN } }, { origin: 'https://procesador-falso.example' });
    post({ type: 'token', token: { id: TOKEN } }, { source: window });
    post({ type: 'token', token: { id: TOKEN } }, { mount: 'hc0-otro' });
    expect(outcomes).toEqual([]);

    post({ type: 'token', token: { id: TOKEN, object: 'token', used: false } });
    post({ type: 'token', token: { id: '<img src=x onerror=alert(1)>' } });
    post({ type: 'error', error: { code: 'card_declined', message_to_purchaser: ' La tarjeta fue declinada. ', extra: 1 } });
    post({ type: 'error', error: { code: 'internal_error', message_to_purchaser: 'x'.repeat(301) } });
    expect(outcomes).toEqual([
      { kind: 'token', token: TOKEN },
      { kind: 'refused' },
      { kind: 'refused', code: 'card_declined', messageToPurchaser: 'La tarjeta fue declinada.' },
      { kind: 'refused' },
    ]);

    mounted.destroy();
    expect(document.querySelector('iframe')).toBeNull();
    post({ type: 'token', token: { id: TOKEN } });
    expect(outcomes).toHaveLength(4);
  });

  it('refuses to mount without its element (C002) or its configuration (C003)', () => {
    const sdk = runStandIn();
    const handlers = { onReady: () => undefined, onOutcome: () => undefined };
    const refused = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return mountErrorCodeOf(error);
      }
      return 'mounted';
    };
    expect(refused(() => mountHostedCard(sdk, { ...options, elementId: 'no-such-element' }, handlers))).toBe('C002');
    expect(refused(() => mountHostedCard(sdk, { ...options, publicKey: '' }, handlers))).toBe('C003');
    expect(mountErrorCodeOf(new Error('anything else'))).toBe('C003');
  });
});

describe("the hosted-checkout script's loader", () => {
  const sdk: HostedCheckoutSdk = { Card: () => ({ frame: document.createElement('iframe'), destroy: () => undefined }) };

  it('uses the stand-in of the mock build in mock mode', () => {
    expect(hostedCheckoutScriptUrl()).toBe(HOSTED_CHECKOUT_STAND_IN_PATH);
  });

  it('adds the script once and resolves with its global', async () => {
    const first = loadHostedCheckout({ url: SCRIPT_ADDRESS });
    const second = loadHostedCheckout({ url: SCRIPT_ADDRESS });
    expect(scripts()).toHaveLength(1);
    Object.assign(window, { CheckoutComponents: sdk });
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(sdk);
    await expect(second).resolves.toBe(sdk);
  });

  it('fails with C003 when the script does not load or defines no global, and tries again on the next call', async () => {
    const failed = loadHostedCheckout({ url: SCRIPT_ADDRESS });
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toMatchObject({ code: 'C003' });
    expect(scripts()).toHaveLength(0);

    const empty = loadHostedCheckout({ url: SCRIPT_ADDRESS });
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(empty).rejects.toMatchObject({ code: 'C003' });

    await expect(loadHostedCheckout({ url: '' })).rejects.toMatchObject({ code: 'C003' });
  });
});
