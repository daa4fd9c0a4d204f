import type { Banner, BannerRecharge } from './types';

/** Where the visitor is and what device they use: all a banner action depends on. */
export interface BannerActionContext {
  /** The current query string, such as "?utm_source=x" (merged into navigate targets). */
  currentSearch: string;
  isMobile: boolean;
  isIos: boolean;
  storeLinks: { ios: string; other: string };
}

/** What a click on a banner should do; `runBannerEffect` carries it out. */
export type BannerEffect =
  | { kind: 'navigate'; to: string; replace: boolean }
  | { kind: 'openWindow'; url: string; target: '_blank' | '_self' }
  | { kind: 'recharge'; recharge: BannerRecharge }
  | { kind: 'openPdf'; url: string; title: string }
  | { kind: 'none' };

const NONE: BannerEffect = { kind: 'none' };

/** Query handling of Angular's router, which the banner files were written for. */
function mergeQuery(url: URL, currentSearch: string, handling: string | undefined): string {
  const current = new URLSearchParams(currentSearch);
  if (handling === 'preserve') return current.size > 0 ? `?${current}` : '';
  if (handling === '') return url.search;
  // merge, the default: the current parameters, overridden by the banner's own.
  const merged = new URLSearchParams(current);
  url.searchParams.forEach((value, key) => merged.set(key, value));
  return merged.size > 0 ? `?${merged}` : '';
}

/** Decides what a banner click does, without doing it (spec account 2.11 and payments 4). */
export function resolveBannerAction(banner: Banner, context: BannerActionContext): BannerEffect {
  const url = banner.actionOptions?.url;
  switch (banner.action) {
    case 'navigate': {
      if (!url) return NONE;
      const target = new URL(url, 'http://site.invalid');
      const search = mergeQuery(target, context.currentSearch, banner.actionOptions?.queryParamsHandling);
      return { kind: 'navigate', to: `${target.pathname}${search}${target.hash}`, replace: banner.actionOptions?.replaceUrl === true };
    }
    case 'navigationExternal':
      if (!url) return NONE;
      return { kind: 'openWindow', url, target: banner.actionOptions?.newWindow === true ? '_blank' : '_self' };
    case 'recharge': {
      const options = banner.rechargeOptions;
      if (!options) return NONE;
      return { kind: 'recharge', recharge: { type: options.type, offerId: options.offerId, price: options.mount } };
    }
    case 'goToStore':
      if (!context.isMobile) return NONE;
      return { kind: 'openWindow', url: context.isIos ? context.storeLinks.ios : context.storeLinks.other, target: '_self' };
    case 'openFile':
      // The PDF viewer picks modal, same window or fallback window itself (spec 2.3 and 8).
      if (!url) return NONE;
      return { kind: 'openPdf', url, title: banner.alt };
  }
}

export interface BannerEffectHandlers {
  navigate: (to: string, options: { replace: boolean }) => void;
  openWindow: (url: string, target: '_blank' | '_self') => void;
  recharge: (recharge: BannerRecharge) => void;
  openPdf: (document: { url: string; title: string }) => void;
}

export function runBannerEffect(effect: BannerEffect, handlers: BannerEffectHandlers): void {
  switch (effect.kind) {
    case 'navigate':
      handlers.navigate(effect.to, { replace: effect.replace });
      return;
    case 'openWindow':
      handlers.openWindow(effect.url, effect.target);
      return;
    case 'recharge':
      handlers.recharge(effect.recharge);
      return;
    case 'openPdf':
      handlers.openPdf({ url: effect.url, title: effect.title });
      return;
    case 'none':
      return;
  }
}
