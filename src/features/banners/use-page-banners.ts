import { useQuery } from '@tanstack/react-query';
import { bannerPageOf, pageBannersQueryOptions } from './api/get-page-banners';
import { bannerSlotOf, HOME_BANNER_PAGE, type BannerSlot } from './constants';
import type { Banner } from './types';

export interface PageBanners {
  /** Empty while loading, on a 404, on an error and for a page without a slot. */
  banners: readonly Banner[];
  /**
   * The room to keep while the banners load, and after their call failed: the page's slot when it
   * reserves one (decisions 195 and 254); a 404 (no banners) frees it.
   */
  reservedSlot: BannerSlot | undefined;
}

/**
 * The room a page keeps for its banners: its reserved slot while they load and after their call
 * failed, since a hole that closes when the backend gives up moves the whole page (decision 254).
 */
export function roomForBanners(slot: (BannerSlot & { reserved: boolean }) | undefined, call: { isPending: boolean; isError: boolean }): BannerSlot | undefined {
  return slot?.reserved && (call.isPending || call.isError) ? slot : undefined;
}

/** The banners of the page at `pathname`; only a page with a banner slot asks (decision 195). */
export function usePageBanners(pathname: string): PageBanners {
  const page = bannerPageOf(pathname);
  const slot = page === null ? undefined : bannerSlotOf(page);
  const call = useQuery({ ...pageBannersQueryOptions(page ?? HOME_BANNER_PAGE), enabled: slot !== undefined });
  if (!slot) return { banners: [], reservedSlot: undefined };
  return { banners: call.data ?? [], reservedSlot: roomForBanners(slot, call) };
}
