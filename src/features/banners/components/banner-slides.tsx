import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { trackBannerClick, trackBannerImpression, type PromotionInput } from '@/shared/domain/analytics';
import { Carousel } from '@/shared/ui/carousel/carousel';
import { useOpenPdf } from '@/shared/ui/pdf-viewer';
import type { BannerActionContext } from '../banner-action';
import { APP_STORE_LINKS, BANNER_DESKTOP_MEDIA } from '../constants';
import { bannerTexts as texts } from '../texts';
import type { Banner, BannerRecharge } from '../types';
import styles from './banner-carousel.module.css';

export interface BannerSlidesProps {
  banners: readonly Banner[];
  /** Opens the top-up modal for a recharge banner. */
  onRecharge?: (recharge: BannerRecharge) => void;
}

function promotionOf(banner: Banner, index: number): PromotionInput {
  return { id: banner.creator, name: banner.name, creative: banner.alt, slot: index + 1 };
}

function deviceContext(search: string): BannerActionContext {
  const isMobile = typeof window.matchMedia === 'function' && !window.matchMedia(BANNER_DESKTOP_MEDIA).matches;
  const isIos = /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  return { currentSearch: search, isMobile, isIos, storeLinks: APP_STORE_LINKS };
}

/**
 * The actions' resolver loads when a slide is about to be used (pointer over it, focus, touch) or
 * at the click, not with the page; a window opened after it still has the click's
 * user activation.
 */
const loadBannerAction = () => import('../banner-action');

function openWindow(url: string, target: '_blank' | '_self') {
  if (target === '_self') window.location.assign(url);
  else window.open(url, '_blank', 'noopener,noreferrer');
}

/** The banners of the current page in a carousel: their impressions, clicks and actions. */
export function BannerSlides({ banners, onRecharge }: BannerSlidesProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const openPdf = useOpenPdf();
  // One impression per slide and page view, not one per autoplay lap.
  const seen = useRef({ page: '', keys: new Set<string>() });
  const page = location.pathname;

  const handleShown = useCallback(
    (banner: Banner, index: number) => {
      if (seen.current.page !== page) seen.current = { page, keys: new Set() };
      const key = `${index}:${banner.creator}`;
      if (seen.current.keys.has(key)) return;
      seen.current.keys.add(key);
      trackBannerImpression(promotionOf(banner, index));
    },
    [page],
  );

  async function handleClick(banner: Banner, index: number) {
    trackBannerClick(promotionOf(banner, index));
    const context = deviceContext(location.search);
    const { resolveBannerAction, runBannerEffect } = await loadBannerAction();
    runBannerEffect(resolveBannerAction(banner, context), {
      navigate: (to, options) => void navigate(to, options),
      openWindow,
      recharge: (recharge) => onRecharge?.(recharge),
      openPdf,
    });
  }

  return (
    <Carousel
      key={page}
      items={banners}
      label={texts.region}
      className={styles.carousel}
      getKey={(banner, index) => `${index}-${banner.creator}`}
      onSlideShown={handleShown}
      renderSlide={(banner, index) => (
        <button
          type="button"
          className={styles.slideButton}
          onPointerEnter={() => void loadBannerAction()}
          onFocus={() => void loadBannerAction()}
          onTouchStart={() => void loadBannerAction()}
          onClick={() => void handleClick(banner, index)}
        >
          <picture>
            <source media={BANNER_DESKTOP_MEDIA} srcSet={banner.imageDesktop} />
            {/* Hidden slides wait until shown: a phone downloads only the banners the visitor sees. */}
            <img className={styles.image} src={banner.imageMobile} alt={banner.alt} loading={index === 0 ? 'eager' : 'lazy'} />
          </picture>
        </button>
      )}
    />
  );
}
