import { queryOptions } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { apiQueryKey } from '@/shared/api/query-keys';
import { settle } from '@/shared/api/settle';
import { toOffer, type Offer } from '../offer';
import { OFFER_LIST_RETRIES, OfferListError, offerListQuery } from './offer-list-params';

/** The contract's offer-list operations that answer `lista`, by the app's name for the list. */
const offerListPaths = {
  prepaid: '/conn/page/api/app/ofertas', // listPrepaidOffers
  homeInternet: '/conn/page/api/app/ofertasHBB', // listHomeInternetOffers
  associates: '/conn/page/api/app/ofertasSams', // listAssociateOffers
  packages: '/api/esim/v1/api/ofertas/recarga/disponibles', // listPackageOffers
  sim: '/api/esim/v1/api/ofertas/venta/disponibles', // listSimOffers
  portableInternet: '/conn/page/api/app/ofertasMifi', // listPortableInternetOffers
  business: '/conn/page/api/app/ofertasEmpresariales', // listBusinessOffers
  businessMifi: '/conn/page/api/app/ofertasEmpresarialesMifi', // listBusinessMifiOffers
  store: '/conn/page/api/app/ofertasTienda', // listStoreOffers
} as const;

export type OfferListKind = keyof typeof offerListPaths;

async function listOffers(kind: OfferListKind, signal: AbortSignal): Promise<Offer[]> {
  const { okBody } = await settle(() => mainApi.GET(offerListPaths[kind], { params: { query: offerListQuery }, signal }));
  if (!okBody?.success) throw new OfferListError();
  return (okBody.lista ?? []).map(toOffer);
}

export function offerListQueryOptions(kind: OfferListKind) {
  return queryOptions({
    queryKey: apiQueryKey('mainApi', offerListPaths[kind], offerListQuery),
    retry: OFFER_LIST_RETRIES,
    queryFn: ({ signal }) => listOffers(kind, signal),
  });
}
