import type { Offer } from '@/shared/offers/offer';
import type { RechargeRequest } from '@/shared/offers/recharge-offer';

/**
 * What opens the top-up modal: an offer already in hand (an offer card's buy button, the
 * associates page after its line check) or a recharge banner's request (the offer is then found
 * by id and price in its list, fetched first when it is not loaded; spec payments 4).
 */
export type TopUpRequest =
  | {
      kind: 'offer';
      offer: Offer;
      /** A number already checked by the page (the associates page): prefilled in the modal. */
      phone?: string;
    }
  | { kind: 'recharge'; recharge: RechargeRequest };

export type OpenTopUp = (request: TopUpRequest) => void;
