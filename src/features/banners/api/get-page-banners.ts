import { queryOptions } from '@tanstack/react-query';
import { siteAssets } from '@/api/clients';
import { apiQueryKey } from '@/shared/api/query-keys';
import { readRetries } from '@/shared/api/query-retries';
import { settle } from '@/shared/api/settle';
import { HOME_BANNER_PAGE } from '../constants';
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
async function getPageBanners(page: string, signal?: AbortSignal): Promise<Banner[]> {
  const { status, okBody } = await settle(() => siteAssets.GET(BANNERS_PATH, { params: { path: { page } }, signal }));
  if (status === 404) return [];
  if (okBody === undefined) throw new Error(`Banners of ${page}: HTTP ${status ?? 'no answer'}`);
  return okBody;
}

export function pageBannersQueryOptions(page: string) {
  return queryOptions({
    queryKey: apiQueryKey('siteAssets', BANNERS_PATH, { page }),
    queryFn: ({ signal }) => getPageBanners(page, signal),
    retry: readRetries('getPageBanners'),
  });
}
