// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { BACKGROUND_REQUEST_HEADER, splashCounter } from '@/shared/api/splash-middleware';
import { recordRequestsAs } from '@/shared/testing/mock-api';
import { captchaConfigQueryOptions, captchaTokenFor, toCaptchaConfig, type CaptchaConfig } from '../api/captcha';

const ACTIVE: CaptchaConfig = { active: true, siteKey: 'site-key', url: 'https://www.bait.example/login' };

afterEach(() => {
  delete window.grecaptcha;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('toCaptchaConfig', () => {
  it('is active only when the forms use it and a site key is given', () => {
    const info = { publico: 'key', form: true, url: 'https://www.bait.example/login' };
    expect(toCaptchaConfig({ success: true, informacion: info })).toEqual({ active: true, siteKey: 'key', url: info.url });
    expect(toCaptchaConfig({ success: true, informacion: { ...info, form: false } }).active).toBe(false);
    expect(toCaptchaConfig({ success: true, informacion: { ...info, publico: '' } }).active).toBe(false);
  });

  it('without a configuration: no captcha, and the page address as url', () => {
    expect(toCaptchaConfig({ success: false })).toEqual({ active: false, siteKey: '', url: `${window.location.origin}/` });
    expect(toCaptchaConfig(undefined).active).toBe(false);
  });
});

describe('the captcha configuration read (decision 222)', () => {
  it('runs in the background: no splash makes the form inert while the visitor types, and no marker leaves', async () => {
    const calls = recordRequestsAs((request, { pathname }) => (pathname.includes('/captcha/') ? request.headers.has(BACKGROUND_REQUEST_HEADER) : undefined));
    const splashStates: boolean[] = [];
    const unsubscribe = splashCounter.subscribe(() => splashStates.push(splashCounter.isActive()));
    onTestFinished(() => void unsubscribe());
    await new QueryClient().fetchQuery(captchaConfigQueryOptions());
    expect(calls).toEqual([false]);
    expect(splashStates).toEqual([]);
  });
});

describe('captchaTokenFor', () => {
  it('is empty when the captcha is off, in both modes', async () => {
    expect(await captchaTokenFor({ ...ACTIVE, active: false }, 'mock')).toBe('');
    expect(await captchaTokenFor({ ...ACTIVE, active: false }, 'real')).toBe('');
  });

  it('in mock mode is a local stand-in: no script is added', async () => {
    expect(await captchaTokenFor(ACTIVE, 'mock')).toMatch(/^mock-captcha-/);
    expect(document.querySelector('script')).toBeNull();
  });

  it('in real mode loads the provider script once and runs the invisible widget for each token', async () => {
    let tokens = 0;
    const provider = {
      ready: (callback: () => void) => callback(),
      render: vi.fn((_container: HTMLElement, parameters: { sitekey: string; size: string; callback: (token: string) => void }) => {
        provider.execute.mockImplementation(() => parameters.callback(`token-${++tokens}`));
        return 7;
      }),
      execute: vi.fn<(id: number) => void>(),
      reset: vi.fn<(id: number) => void>(),
    };
    const first = captchaTokenFor(ACTIVE, 'real');
    // The provider's loader is a module of its own, imported on the first real token.
    const script = await vi.waitFor(() => document.head.querySelector('script') ?? Promise.reject(new Error('no script yet')));
    expect(script?.src).toBe('https://www.google.com/recaptcha/api.js?render=explicit');
    window.grecaptcha = provider;
    script?.dispatchEvent(new Event('load'));
    expect(await first).toBe('token-1');
    expect(provider.render).toHaveBeenCalledWith(expect.any(HTMLElement), expect.objectContaining({ sitekey: 'site-key', size: 'invisible' }));
    expect(await captchaTokenFor(ACTIVE, 'real')).toBe('token-2');
    expect(provider.render).toHaveBeenCalledTimes(1);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('in real mode sends an empty token when the script cannot load', async () => {
    vi.resetModules();
    const fresh = await import('../api/captcha');
    const token = fresh.captchaTokenFor(ACTIVE, 'real');
    const script = await vi.waitFor(() => document.head.querySelector('script') ?? Promise.reject(new Error('no script yet')));
    script.dispatchEvent(new Event('error'));
    expect(await token).toBe('');
  });
});
