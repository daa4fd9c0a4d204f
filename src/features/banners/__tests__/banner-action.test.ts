import { describe, expect, it, vi } from 'vitest';
import { resolveBannerAction, runBannerEffect, type BannerActionContext } from '../banner-action';
import type { Banner } from '../types';

const storeLinks = { ios: 'https://apps.example/ios', other: 'https://apps.example/android' };
const desktop: BannerActionContext = { currentSearch: '?utm_campaign=otono&utm_source=web', isMobile: false, isIos: false, storeLinks };
const mobile: BannerActionContext = { ...desktop, isMobile: true };

function banner(overrides: Partial<Banner>): Banner {
  return { alt: 'Promo', name: 'Promo', creator: 'promo', action: 'navigate', imageDesktop: '/d.webp', imageMobile: '/m.webp', ...overrides };
}

describe('resolveBannerAction', () => {
  it('navigate merges the current query parameters by default, the banner’s winning', () => {
    const effect = resolveBannerAction(
      banner({ action: 'navigate', actionOptions: { url: '/haz-tu-portabilidad?utm_source=banner#planes', queryParamsHandling: 'merge' } }),
      desktop,
    );
    expect(effect).toEqual({ kind: 'navigate', to: '/haz-tu-portabilidad?utm_campaign=otono&utm_source=banner#planes', replace: false });
  });

  it('navigate merges when no handling is given (the contract default)', () => {
    const options = { url: '/recargas?x=1' } as Banner['actionOptions'];
    expect(resolveBannerAction(banner({ actionOptions: options }), desktop)).toEqual({
      kind: 'navigate',
      to: '/recargas?utm_campaign=otono&utm_source=web&x=1',
      replace: false,
    });
  });

  it('navigate keeps only the current parameters with preserve, only its own with an empty handling, and may replace', () => {
    const preserve = resolveBannerAction(banner({ actionOptions: { url: '/recargas?x=1', queryParamsHandling: 'preserve', replaceUrl: true } }), desktop);
    expect(preserve).toEqual({ kind: 'navigate', to: '/recargas?utm_campaign=otono&utm_source=web', replace: true });
    const own = resolveBannerAction(banner({ actionOptions: { url: '/recargas?x=1', queryParamsHandling: '' } }), desktop);
    expect(own).toEqual({ kind: 'navigate', to: '/recargas?x=1', replace: false });
  });

  it('navigationExternal opens a new window or the same one', () => {
    const url = 'https://tienda.bait.example/celulares';
    expect(
      resolveBannerAction(banner({ action: 'navigationExternal', actionOptions: { url, newWindow: true, queryParamsHandling: 'merge' } }), desktop),
    ).toEqual({
      kind: 'openWindow',
      url,
      target: '_blank',
    });
    expect(resolveBannerAction(banner({ action: 'navigationExternal', actionOptions: { url, queryParamsHandling: 'merge' } }), desktop)).toEqual({
      kind: 'openWindow',
      url,
      target: '_self',
    });
  });

  it('recharge asks for the offer by type, id and price', () => {
    const effect = resolveBannerAction(banner({ action: 'recharge', rechargeOptions: { type: 1, offerId: '1809901200', mount: 200 } }), desktop);
    expect(effect).toEqual({ kind: 'recharge', recharge: { type: 1, offerId: '1809901200', price: 200 } });
  });

  it('goToStore does nothing on desktop and opens the platform’s store on mobile', () => {
    const store = banner({ action: 'goToStore' });
    expect(resolveBannerAction(store, desktop)).toEqual({ kind: 'none' });
    expect(resolveBannerAction(store, mobile)).toEqual({ kind: 'openWindow', url: storeLinks.other, target: '_self' });
    expect(resolveBannerAction(store, { ...mobile, isIos: true })).toEqual({ kind: 'openWindow', url: storeLinks.ios, target: '_self' });
  });

  it('openFile hands the PDF and the banner’s alt to the PDF viewer, which picks modal or window by width', () => {
    const file = banner({ action: 'openFile', alt: 'Ciclo de vida', actionOptions: { url: '/assets/pdf/ciclo-de-vida.pdf', queryParamsHandling: 'merge' } });
    const expected = { kind: 'openPdf', url: '/assets/pdf/ciclo-de-vida.pdf', title: 'Ciclo de vida' };
    expect(resolveBannerAction(file, desktop)).toEqual(expected);
    expect(resolveBannerAction(file, mobile)).toEqual(expected);
  });

  it('does nothing when the options an action needs are missing', () => {
    for (const action of ['navigate', 'navigationExternal', 'recharge', 'openFile'] as const) {
      expect(resolveBannerAction(banner({ action }), desktop)).toEqual({ kind: 'none' });
    }
  });
});

describe('runBannerEffect', () => {
  it('hands each effect to its handler', () => {
    const handlers = { navigate: vi.fn(), openWindow: vi.fn(), recharge: vi.fn(), openPdf: vi.fn() };
    runBannerEffect({ kind: 'navigate', to: '/recargas', replace: true }, handlers);
    runBannerEffect({ kind: 'openWindow', url: 'https://x.example', target: '_blank' }, handlers);
    runBannerEffect({ kind: 'recharge', recharge: { type: 6, offerId: '1', price: 100 } }, handlers);
    runBannerEffect({ kind: 'openPdf', url: '/assets/pdf/ciclo-de-vida.pdf', title: 'Ciclo de vida' }, handlers);
    runBannerEffect({ kind: 'none' }, handlers);
    expect(handlers.navigate).toHaveBeenCalledWith('/recargas', { replace: true });
    expect(handlers.openWindow).toHaveBeenCalledWith('https://x.example', '_blank');
    expect(handlers.recharge).toHaveBeenCalledWith({ type: 6, offerId: '1', price: 100 });
    expect(handlers.openPdf).toHaveBeenCalledWith({ url: '/assets/pdf/ciclo-de-vida.pdf', title: 'Ciclo de vida' });
  });
});
