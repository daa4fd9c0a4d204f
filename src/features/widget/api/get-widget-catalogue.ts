import { queryOptions } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { apiQueryKey } from '@/shared/api/query-keys';
import { readRetries } from '@/shared/api/query-retries';
import { settle } from '@/shared/api/settle';
import { toWidgetCatalogue } from '../map-widget-catalogue';
import type { WidgetCatalogue } from '../types';

const WIDGET_CATALOGUE_PATH = '/conn/page/api/cdn/widget';

/** Reads the widget catalogue (getWidgetCatalogue) and maps it to the app's names. */
export async function getWidgetCatalogue(signal?: AbortSignal): Promise<WidgetCatalogue> {
  const { status, okBody } = await settle(() => mainApi.GET(WIDGET_CATALOGUE_PATH, { signal }));
  // The contract names no error answer, so anything but a 2xx body is a failure here.
  if (okBody === undefined) throw new Error(`Widget catalogue: HTTP ${status ?? 'no answer'}`);
  return toWidgetCatalogue(okBody);
}

/** The catalogue; the widget asks for it only once it is opened. */
export function widgetCatalogueQueryOptions() {
  return queryOptions({
    queryKey: apiQueryKey('mainApi', WIDGET_CATALOGUE_PATH),
    queryFn: ({ signal }) => getWidgetCatalogue(signal),
    // Read once per page view: every call on mainApi may raise the request splash.
    staleTime: Infinity,
    retry: readRetries('getWidgetCatalogue'),
  });
}
