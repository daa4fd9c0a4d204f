import { defineMachine } from '@/shared/flow/machine';
import type { EsimPurchaseAttempt } from './esim-visitor';
import type { EsimForm } from './schemas';

/**
 * The eSIM purchase dialog as a machine (decision 291, spec 4 and 8): the visitor fills the form,
 * "Proceder al pago" runs the attempt (the purchase's guest, the bait and boton steps, the check),
 * and the passed check hands the purchase to the payment modal. A refused check is a warning
 * whose "Reintentar" runs the attempt again and whose X keeps the form; no guest is the error
 * alert whose "Aceptar" reloads the page.
 */
export type EsimPurchaseState =
  | { state: 'filling' }
  | { state: 'checking'; form: EsimForm }
  | { state: 'rejected'; form: EsimForm; serverMessage: string | undefined }
  | { state: 'guestFailed' }
  | { state: 'handedOver'; form: EsimForm; uuid: string };

export type EsimPurchaseEvent =
  /** "Proceder al pago" with a payable form. */
  | { type: 'pay'; form: EsimForm }
  /** The attempt answered. */
  | { type: 'checked'; attempt: EsimPurchaseAttempt }
  /** "Reintentar" of the refused check's warning. */
  | { type: 'retry' }
  /** The warning's X: the form stays as it was. */
  | { type: 'dismiss' }
  /** The guest asked for on opening was refused three times. */
  | { type: 'noGuest' };

export const esimPurchaseMachine = defineMachine<EsimPurchaseState, EsimPurchaseEvent>({
  id: 'esimPurchase',
  summary: 'The eSIM purchase dialog: the visitor data, the check of "Proceder al pago", then the hand-over to the payment modal.',
  initial: ['filling'],
  transitions: {
    filling: {
      pay: { to: ['checking'], run: (_state, { form }) => ({ state: 'checking', form }) },
      noGuest: { to: ['guestFailed'], run: () => ({ state: 'guestFailed' }) },
    },
    checking: {
      checked: {
        to: ['handedOver', 'rejected', 'guestFailed'],
        run: ({ form }, { attempt }) => {
          switch (attempt.kind) {
            case 'passed':
              return { state: 'handedOver', form, uuid: attempt.uuid };
            case 'failed':
              return { state: 'rejected', form, serverMessage: attempt.serverMessage };
            case 'guestFailed':
              return { state: 'guestFailed' };
          }
        },
      },
      // The opening's guest call and the attempt's share one call: both fail together.
      noGuest: { to: ['guestFailed'], run: () => ({ state: 'guestFailed' }) },
    },
    rejected: {
      retry: { to: ['checking'], run: ({ form }) => ({ state: 'checking', form }) },
      dismiss: { to: ['filling'], run: () => ({ state: 'filling' }) },
      // The warning closed some other way: the form is there to pay again.
      pay: { to: ['checking'], run: (_state, { form }) => ({ state: 'checking', form }) },
    },
    guestFailed: {
      // The alert closed without reloading: the visitor may still pay, with a new attempt at a guest.
      pay: { to: ['checking'], run: (_state, { form }) => ({ state: 'checking', form }) },
    },
    handedOver: {},
  },
});
