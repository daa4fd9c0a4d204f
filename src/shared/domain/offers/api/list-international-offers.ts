import { queryOptions } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { apiQueryKey } from '@/shared/api/query-keys';
import { readRetries } from '@/shared/api/query-retries';
import { settle } from '@/shared/api/settle';
import { toDestination, toOffer, type Destination, type Offer } from '../offer';
import { OfferListError, offerListQuery } from './offer-list-params';

const INTERNATIONAL_OFFERS_PATH = '/conn/page/api/app/ofertasInternacionales'; // listInternationalOffers

export interface InternationalOffers {
  offers: Offer[];
  destinations: Destination[];
}

async function listInternationalOffers(signal: AbortSignal): Promise<InternationalOffers> {
  const { okBody } = await settle(() => mainApi.GET(INTERNATIONAL_OFFERS_PATH, { params: { query: offerListQuery }, signal }));
  if (!okBody?.success) throw new OfferListError();
  return { offers: (okBody.ofertas ?? []).map(toOffer), destinations: (okBody.busqueda ?? []).map(toDestination) };
}

export function internationalOffersQueryOptions() {
  return queryOptions({
    queryKey: apiQueryKey('mainApi', INTERNATIONAL_OFFERS_PATH, offerListQuery),
    retry: readRetries('listInternationalOffers'),
    queryFn: ({ signal }) => listInternationalOffers(signal),
  });
}
