import { useQuery } from '@tanstack/react-query';
import { bannerPageOf, pageBannersQueryOptions } from './api/get-page-banners';
import { bannerSlotOf, HOME_BANNER_PAGE, type BannerSlot } from './constants';
import type { Banner } from './types';

export interface PageBanners {
  /** Empty while loading, on a 404, on an error and for a page without a slot. */
  banners: readonly Banner[];
  /** The room to keep while the banners load: the page's slot when it reserves one (decision 195). */
  pendingSlot: BannerSlot | undefined;
}

/** The banners of the page at `pathname`; only a page with a banner slot asks (decision 195). */
export function usePageBanners(pathname: string): PageBanners {
  const page = bannerPageOf(pathname);
  const slot = page === null ? undefined : bannerSlotOf(page);
  const { data, isPending } = useQuery({ ...pageBannersQueryOptions(page ?? HOME_BANNER_PAGE), enabled: slot !== undefined });
  if (!slot) return { banners: [], pendingSlot: undefined };
  return { banners: data ?? [], pendingSlot: isPending && slot.reserved ? slot : undefined };
}
