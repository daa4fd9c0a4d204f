import type { PostalCodePlaces } from '@/shared/domain/postal-code/postal-code-places';
import { defineMachine } from '@/shared/flow/machine';
import type { SimGuestOutcome } from './journey-tracker';
import type { ShippingForm } from './schemas';

/**
 * The replacement-SIM dialog as a machine (decision 291, spec payments 2, 7 and 8): the visitor
 * fills the shipping form; "Proceder al pago" with a complete form asks for the SIM guest, and
 * the guest given hands the purchase to the payment modal. No guest is the error alert whose
 * "Aceptar" reloads the page. Closing before the hand-over is a step of the journey of its own.
 */
export type SimPurchaseState =
  | { state: 'filling' }
  | { state: 'gettingGuest'; form: ShippingForm; places: PostalCodePlaces }
  | { state: 'guestFailed' }
  | { state: 'handedOver'; form: ShippingForm; places: PostalCodePlaces; uuid: string }
  | { state: 'closed' };

export type SimPurchaseEvent =
  /** "Proceder al pago" with a complete form whose colonia is one of the postal code's. */
  | { type: 'proceed'; form: ShippingForm; places: PostalCodePlaces }
  /** The guest call answered. */
  | { type: 'guestAnswered'; outcome: SimGuestOutcome }
  /** The dialog's X or Escape. */
  | { type: 'close' };

export const simPurchaseMachine = defineMachine<SimPurchaseState, SimPurchaseEvent>({
  id: 'simPurchase',
  summary: 'The replacement-SIM dialog: the shipping form, the SIM guest, then the hand-over to the payment modal.',
  initial: ['filling'],
  transitions: {
    filling: {
      proceed: { to: ['gettingGuest'], run: (_state, { form, places }) => ({ state: 'gettingGuest', form, places }) },
      close: { to: ['closed'], run: () => ({ state: 'closed' }) },
    },
    gettingGuest: {
      guestAnswered: {
        to: ['handedOver', 'guestFailed'],
        run: ({ form, places }, { outcome }) =>
          outcome.kind === 'given' ? { state: 'handedOver', form, places, uuid: outcome.uuid } : { state: 'guestFailed' },
      },
      close: { to: ['closed'], run: () => ({ state: 'closed' }) },
    },
    guestFailed: {
      // The alert closed without reloading: the form is there to proceed again.
      proceed: { to: ['gettingGuest'], run: (_state, { form, places }) => ({ state: 'gettingGuest', form, places }) },
      close: { to: ['closed'], run: () => ({ state: 'closed' }) },
    },
    handedOver: {},
    closed: {},
  },
});
