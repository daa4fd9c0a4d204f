import type { Offer } from '@/shared/domain/offers/offer';
import type { RechargeRequest } from '@/shared/domain/offers/recharge-offer';

/** Home delivery of a replacement SIM; its cost is added to the price (spec payments 3). */
export interface PurchaseShipping {
  contactName: string;
  contactLastName: string;
  phone: string;
  email: string;
  street: string;
  exteriorNumber: string;
  city: string;
  postalCode: string;
  neighbourhood: string;
  municipality: string;
  state: string;
  country: string;
  cost: number;
}

/**
 * The moments of a purchase the payment modal reports to the flow that opened it, so that flow
 * records its own journey markers without importing the payments feature:
 * the payment detail shows, the gateway (plugin form) is loaded, the visitor accepts and pays.
 * The paid moment is `onPaid`.
 */
export type PurchaseMoment = 'paymentDetail' | 'gatewayLoaded' | 'acceptAndPay';

/** The acquisition flows hand their purchase to the payment modal with these (spec payments 3). */
type PurchaseChannel = 'esim' | 'captacion';

/** A SIM or eSIM purchase whose data the acquisition dialog already has: the modal skips the line data. */
export interface PurchaseRequest {
  kind: 'purchase';
  offer: Offer;
  channel: PurchaseChannel;
  /** The visitor's journey uuid (the guest session). */
  uuid: string;
  /** 10 digits, no spaces. */
  phone: string;
  email: string;
  shipping?: PurchaseShipping;
  /** Each moment of the payment as the modal reaches it. */
  onMoment?: (moment: PurchaseMoment) => void;
  /** After a successful charge, before the success alert. */
  onPaid?: () => void;
  /** The success alert's text; the plugin's own text when absent. */
  successMessage?: string;
}

/**
 * What opens the top-up modal: an offer already in hand (an offer card's buy button, the
 * associates page after its line check), a recharge banner's request (the offer is then found
 * by id and price in its list, fetched first when it is not loaded; spec payments 4), or an
 * acquisition purchase (eSIM, replacement SIM) with its contact data.
 */
export type TopUpRequest =
  | {
      kind: 'offer';
      offer: Offer;
      /** A number already checked by the page (the associates page): prefilled in the modal. */
      phone?: string;
    }
  | { kind: 'recharge'; recharge: RechargeRequest }
  | PurchaseRequest;

export type OpenTopUp = (request: TopUpRequest) => void;
