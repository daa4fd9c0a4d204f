import { useQuery } from '@tanstack/react-query';
import { internationalOffersQueryOptions } from '@/shared/domain/offers/api/list-international-offers';
import { offerListQueryOptions } from '@/shared/domain/offers/api/list-offers';
import type { Offer } from '@/shared/domain/offers/offer';
import { findRechargeOffer, INTERNATIONAL_OFFER_TYPE, offerListKindOf } from '@/shared/domain/offers/recharge-offer';
import type { TopUpRequest } from './top-up-request';

export interface TopUpOffer {
  offer: Offer | undefined;
  /** The list of a banner's recharge is still loading. */
  isPending: boolean;
  refetch: () => void;
}

/**
 * The offer a top-up request is for: the card's own offer, or the one a banner names, found by
 * id and price in the list of its type (read from the cache, fetched only when not loaded).
 */
export function useTopUpOffer(request: TopUpRequest): TopUpOffer {
  const recharge = request.kind === 'recharge' ? request.recharge : undefined;
  const type = recharge?.type;
  const isInternational = type === INTERNATIONAL_OFFER_TYPE;
  const kind = (type !== undefined ? offerListKindOf(type) : undefined) ?? 'prepaid';
  const list = useQuery({ ...offerListQueryOptions(kind), enabled: recharge !== undefined && !isInternational });
  const international = useQuery({ ...internationalOffersQueryOptions(), enabled: recharge !== undefined && isInternational });
  if (request.kind !== 'recharge') return { offer: request.offer, isPending: false, refetch: () => undefined };
  const query = isInternational ? international : list;
  const offers = isInternational ? international.data?.offers : list.data;
  return {
    offer: offers ? findRechargeOffer(offers, request.recharge) : undefined,
    isPending: query.isPending,
    refetch: () => void query.refetch(),
  };
}
