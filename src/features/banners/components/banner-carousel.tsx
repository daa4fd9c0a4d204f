import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageBanners } from '../api/get-page-banners';
import type { BannerRecharge } from '../types';
import { lazyWithRetry } from '@/shared/ui/lazy-retry';

// Most pages have no banners: the carousel's code loads only for a page that has some.
const BannerSlides = lazyWithRetry(async () => (await import('./banner-slides')).default);

export interface BannerCarouselProps {
  /** Opens the top-up modal for a recharge banner. */
  onRecharge?: (recharge: BannerRecharge) => void;
}

/** The banners of the current page (by its last URL segment) in a carousel. */
export function BannerCarousel({ onRecharge }: BannerCarouselProps) {
  const { pathname } = useLocation();
  const banners = usePageBanners(pathname);
  if (banners.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <BannerSlides banners={banners} onRecharge={onRecharge} />
    </Suspense>
  );
}
