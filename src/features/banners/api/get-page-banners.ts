import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteAssets } from '@/api/clients';
import { bannerSlotOf, HOME_BANNER_PAGE, type BannerSlot } from '../constants';
import type { Banner } from '../types';

const BANNERS_PATH = '/resources/banners/{page}/banners.json';
/** The contract's pattern for the page parameter; other segments have no banners file. */
const PAGE_PATTERN = /^[A-Za-z0-9_-]{1,80}$/;

/** The banners page of a URL path: its last segment, or home when empty; null when not a valid key. */
export function bannerPageOf(pathname: string): string | null {
  const page = pathname.split('/').filter(Boolean).at(-1) ?? HOME_BANNER_PAGE;
  return PAGE_PATTERN.test(page) ? page : null;
}

/** Reads the banners of a page; a 404 means the page has none (spec account 5, Transport). */
export async function getPageBanners(page: string, signal?: AbortSignal): Promise<Banner[]> {
  const { data, error, response } = await siteAssets.GET(BANNERS_PATH, { params: { path: { page } }, signal });
  if (response.status === 404) return [];
  if (error !== undefined || data === undefined) throw new Error(`Banners of ${page}: HTTP ${response.status}`);
  return data;
}

export function pageBannersQueryOptions(page: string) {
  return queryOptions({
    queryKey: ['siteAssets', BANNERS_PATH, { page }],
    queryFn: ({ signal }) => getPageBanners(page, signal),
    retry: false,
  });
}

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
