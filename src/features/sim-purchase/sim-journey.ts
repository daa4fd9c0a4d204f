import type { ShippingForm } from './schemas';

/**
 * Journey event numbers of the replacement-SIM purchase (updateJourney). 1 to 9: a shipping field
 * lost the focus, with whether it is filled (spec payments 7, "Visitor tracking").
 */
export const SHIPPING_FIELD_STEPS: Readonly<Record<keyof ShippingForm, number>> = {
  contactName: 1,
  contactLastName: 2,
  email: 3,
  contactNumber: 4,
  postalCode: 5,
  address: 6,
  exteriorNumber: 7,
  interiorNumber: 8,
  colony: 9,
};

/**
 * 10 to 20: the moments of the SIM journey, with whether the step is valid (spec payments 4,
 * "Journey markers"). The spec gives only the range; which moment each number marks is decision 112.
 */
export const SIM_JOURNEY_STEPS = {
  /** The dialog showed the offer. */
  opened: 10,
  /** Home delivery is selected (always, by default). */
  homeDelivery: 11,
  /** The postal code was looked up: valid when it was found. */
  postalCode: 12,
  /** "Proceder al pago" was pressed: valid when the form was complete. */
  proceed: 13,
  /** The offer and shipping went to the payment modal. */
  handedToPayment: 14,
  /** The payment detail showed. */
  paymentDetail: 15,
  /** The payment gateway (the plugin's form) loaded. */
  gatewayLoaded: 16,
  /** The visitor accepted the terms and paid. */
  acceptAndPay: 17,
  /** The SIM was paid. */
  paid: 18,
  /** After the purchase, a new guest was requested: valid when one was given. */
  newGuest: 19,
  /** The dialog closed without going to the payment. */
  closedWithoutPaying: 20,
} as const;

/** One step of the journey (updateJourney) with whether it is filled or valid. */
export interface JourneyStep {
  event: number;
  value: boolean;
}

/** The filled flag of a field step: blanks only do not count as filled. */
export function isFilled(value: string): boolean {
  return value.trim().length > 0;
}
