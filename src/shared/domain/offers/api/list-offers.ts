import { queryOptions } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { apiQueryKey } from '@/shared/api/query-keys';
import { readRetries, type QueriedOperation } from '@/shared/api/query-retries';
import { settle } from '@/shared/api/settle';
import { toOffer, type Offer } from '../offer';
import { OfferListError, offerListQuery } from './offer-list-params';

/** The contract's offer-list operations that answer `lista`, by the app's name for the list. */
const offerLists = {
  prepaid: { path: '/conn/page/api/app/ofertas', operation: 'listPrepaidOffers' },
  homeInternet: { path: '/conn/page/api/app/ofertasHBB', operation: 'listHomeInternetOffers' },
  associates: { path: '/conn/page/api/app/ofertasSams', operation: 'listAssociateOffers' },
  packages: { path: '/api/esim/v1/api/ofertas/recarga/disponibles', operation: 'listPackageOffers' },
  sim: { path: '/api/esim/v1/api/ofertas/venta/disponibles', operation: 'listSimOffers' },
  portableInternet: { path: '/conn/page/api/app/ofertasMifi', operation: 'listPortableInternetOffers' },
  business: { path: '/conn/page/api/app/ofertasEmpresariales', operation: 'listBusinessOffers' },
  businessMifi: { path: '/conn/page/api/app/ofertasEmpresarialesMifi', operation: 'listBusinessMifiOffers' },
  store: { path: '/conn/page/api/app/ofertasTienda', operation: 'listStoreOffers' },
} as const satisfies Record<string, { path: string; operation: QueriedOperation }>;

export type OfferListKind = keyof typeof offerLists;

async function listOffers(kind: OfferListKind, signal: AbortSignal): Promise<Offer[]> {
  const { okBody } = await settle(() => mainApi.GET(offerLists[kind].path, { params: { query: offerListQuery }, signal }));
  if (!okBody?.success) throw new OfferListError();
  return (okBody.lista ?? []).map(toOffer);
}

export function offerListQueryOptions(kind: OfferListKind) {
  return queryOptions({
    queryKey: apiQueryKey('mainApi', offerLists[kind].path, offerListQuery),
    retry: readRetries(offerLists[kind].operation),
    queryFn: ({ signal }) => listOffers(kind, signal),
  });
}
