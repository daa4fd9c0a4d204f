// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CARD_PROCESSOR_STAND_IN_PATH,
  CardProcessorUnavailableError,
  cardProcessorScriptUrl,
  loadCardProcessor,
  resetCardProcessorLoader,
} from '../sdk/load-card-processor';

const URL_OF_SCRIPT = 'https://js.card-processor.example/v1/tokenizer.js';
const sdk = { setPublicKey: () => undefined, Token: { create: () => undefined } };
const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script')].filter((script) => script.src === URL_OF_SCRIPT);

beforeEach(() => {
  resetCardProcessorLoader();
  Reflect.deleteProperty(window, 'Conekta');
});
afterEach(() => {
  for (const script of scripts()) script.remove();
  Reflect.deleteProperty(window, 'Conekta');
});

describe("the card processor's script loader", () => {
  it('uses the stand-in of the mock build in mock mode', () => {
    expect(cardProcessorScriptUrl()).toBe(CARD_PROCESSOR_STAND_IN_PATH);
  });

  it('adds the script once, with the merchant for the stand-in, and resolves with its global', async () => {
    const first = loadCardProcessor({ merchantId: 'tiendademo01', url: URL_OF_SCRIPT });
    const second = loadCardProcessor({ merchantId: 'tiendademo01', url: URL_OF_SCRIPT });
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.dataset.merchantId).toBe('tiendademo01');
    Object.assign(window, { Conekta: sdk });
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(sdk);
    await expect(second).resolves.toBe(sdk);
    await expect(loadCardProcessor({ merchantId: 'tiendademo01', url: URL_OF_SCRIPT })).resolves.toBe(sdk);
    expect(scripts()).toHaveLength(1);
  });

  it('fails when the script does not load, and tries again on the next call', async () => {
    const failed = loadCardProcessor({ merchantId: 'tiendademo01', url: URL_OF_SCRIPT });
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toBeInstanceOf(CardProcessorUnavailableError);
    expect(scripts()).toHaveLength(0);
    const retried = loadCardProcessor({ merchantId: 'tiendademo01', url: URL_OF_SCRIPT });
    expect(scripts()).toHaveLength(1);
    Object.assign(window, { Conekta: sdk });
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(retried).resolves.toBe(sdk);
  });

  it('fails without a configured address (real mode with no VITE_CARD_PROCESSOR_SCRIPT_URL)', async () => {
    await expect(loadCardProcessor({ merchantId: 'tiendademo01', url: '' })).rejects.toBeInstanceOf(CardProcessorUnavailableError);
  });
});
