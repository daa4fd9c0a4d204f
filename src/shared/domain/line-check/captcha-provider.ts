import { env } from '@/shared/config/env';

/**
 * The captcha provider's invisible widget, loaded from its script in real mode when the
 * configuration turns the captcha on; a module of its own so that form routes do not
 * carry it before a check needs it.
 */

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

export async function providerToken(siteKey: string): Promise<string> {
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
