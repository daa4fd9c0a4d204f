// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  loadWalletSdk,
  resetWalletSdkLoader,
  WALLET_SDK_STAND_IN_PATH,
  walletSdkBaseUrl,
  walletSdkUrl,
  WalletSdkUnavailableError,
} from '../sdk/load-wallet-sdk';

afterEach(() => {
  resetWalletSdkLoader();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  Reflect.deleteProperty(window, 'paypal');
});

describe('the wallet SDK address and loader (decision 103)', () => {
  it('carries the client id, MXN and the buttons component; mock mode uses the stand-in', () => {
    expect(walletSdkBaseUrl()).toBe(WALLET_SDK_STAND_IN_PATH);
    expect(walletSdkUrl('client_test_7f6e5d4c3b2a1f0e', 'https://www.paypal.com/sdk/js')).toBe(
      'https://www.paypal.com/sdk/js?client-id=client_test_7f6e5d4c3b2a1f0e&currency=MXN&intent=capture&components=buttons&locale=es_MX',
    );
    expect(walletSdkUrl('abc', '/sdk.js?debug=true')).toMatch(/^\/sdk\.js\?debug=true&client-id=abc&currency=MXN/);
    expect(walletSdkUrl('abc', '')).toBe('');
  });

  it('adds the script once per address, resolves with its global, and retries a failed load', async () => {
    await expect(loadWalletSdk('abc', { url: '' })).rejects.toBeInstanceOf(WalletSdkUnavailableError);

    const first = loadWalletSdk('abc', { url: '/wallet-sdk/sdk.js?client-id=abc' });
    expect(loadWalletSdk('abc', { url: '/wallet-sdk/sdk.js?client-id=abc' })).toBe(first);
    const script = document.head.querySelector('script');
    expect(script?.src).toContain('/wallet-sdk/sdk.js?client-id=abc');
    script?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('did not load');
    expect(document.head.querySelector('script')).toBeNull();

    const again = loadWalletSdk('abc', { url: '/wallet-sdk/sdk.js?client-id=abc' });
    const sdk = { Buttons: () => ({ render: () => Promise.resolve() }) };
    Object.assign(window, { paypal: sdk });
    document.head.querySelector('script')?.dispatchEvent(new Event('load'));
    await expect(again).resolves.toBe(sdk);
  });
});
