import { queryOptions } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { env } from '@/shared/config/env';

/** The captcha configuration of the number and ICCID checks (spec 7 "Account calls"). */
export interface CaptchaConfig {
  /** Whether the invisible captcha runs before each check. */
  active: boolean;
  /** The provider's public site key. */
  siteKey: string;
  /** Sent as the check's `url`. */
  url: string;
}

function currentPageUrl(): string {
  return typeof window === 'undefined' ? 'http://localhost/' : `${window.location.origin}${window.location.pathname}`;
}

/** The one mapper of the captcha answer; no answer means no captcha, and the page's own address. */
export function toCaptchaConfig(answer: { success: boolean; informacion?: { publico: string; form: boolean; url: string } } | undefined): CaptchaConfig {
  const info = answer?.success ? answer.informacion : undefined;
  if (!info) return { active: false, siteKey: '', url: currentPageUrl() };
  return { active: info.form && info.publico !== '', siteKey: info.publico, url: info.url || currentPageUrl() };
}

async function fetchCaptchaConfig(): Promise<CaptchaConfig> {
  try {
    const { data } = await mainApi.GET('/api/core/servicio/resources/captcha/bait/cdn');
    return toCaptchaConfig(data);
  } catch {
    // Offline or blocked: the check still runs, without captcha; the server has the last word.
    return toCaptchaConfig(undefined);
  }
}

/** Read once per visit: the configuration does not change while the page is open. */
export function captchaConfigQueryOptions() {
  return queryOptions({ queryKey: ['account', 'captcha-config'], queryFn: fetchCaptchaConfig, staleTime: Infinity });
}

/** The provider's invisible widget API (explicit rendering), as much of it as is used here. */
interface CaptchaProvider {
  ready: (callback: () => void) => void;
  render: (
    container: HTMLElement,
    parameters: {
      sitekey: string;
      size: 'invisible';
      callback: (token: string) => void;
      'error-callback': () => void;
      'expired-callback': () => void;
    },
  ) => number;
  execute: (widgetId: number) => void;
  reset: (widgetId: number) => void;
}

declare global {
  interface Window {
    grecaptcha?: CaptchaProvider;
  }
}

let providerLoad: Promise<CaptchaProvider> | undefined;

function loadProvider(scriptUrl: string): Promise<CaptchaProvider> {
  providerLoad ??= new Promise<CaptchaProvider>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => {
      const provider = window.grecaptcha;
      if (provider) provider.ready(() => resolve(provider));
      else reject(new Error('The captcha script loaded without its API'));
    };
    script.onerror = () => reject(new Error('The captcha script did not load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    // A later check may try again (the network may be back).
    providerLoad = undefined;
    throw error;
  });
  return providerLoad;
}

interface Widget {
  id: number;
  settle?: { resolve: (token: string) => void; reject: (error: Error) => void };
}

const widgets = new Map<string, Widget>();

function widgetFor(provider: CaptchaProvider, siteKey: string): Widget {
  const existing = widgets.get(siteKey);
  if (existing) return existing;
  const container = document.createElement('div');
  document.body.append(container);
  const widget: Widget = { id: 0 };
  widget.id = provider.render(container, {
    sitekey: siteKey,
    size: 'invisible',
    callback: (token) => widget.settle?.resolve(token),
    'error-callback': () => widget.settle?.reject(new Error('The captcha failed')),
    'expired-callback': () => widget.settle?.reject(new Error('The captcha expired')),
  });
  widgets.set(siteKey, widget);
  return widget;
}

async function providerToken(siteKey: string): Promise<string> {
  const provider = await loadProvider(env.captchaScriptUrl);
  const widget = widgetFor(provider, siteKey);
  // A newer check replaces an unfinished one: the older one's answer would be thrown away anyway.
  widget.settle?.reject(new Error('Superseded by a newer check'));
  provider.reset(widget.id);
  return new Promise<string>((resolve, reject) => {
    widget.settle = { resolve, reject };
    provider.execute(widget.id);
  });
}

/** The stand-in of mock mode: no third-party script, no request outside the mock host (decision 056). */
function standInToken(): string {
  return `mock-captcha-${Date.now().toString(36)}`;
}

/**
 * The token a check carries: empty when the captcha is off (spec 7). A captcha that cannot run
 * (script blocked, provider error) also gives an empty token; the server then answers the check.
 */
export async function captchaTokenFor(config: CaptchaConfig, mode = env.apiMode): Promise<string> {
  if (!config.active) return '';
  if (mode === 'mock') return standInToken();
  try {
    return await providerToken(config.siteKey);
  } catch {
    return '';
  }
}
