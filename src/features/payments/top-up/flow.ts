import { defineMachine } from '@/shared/flow/machine';
import type { LineDataValues } from './line-data';
import { topUpTexts } from './texts';
import { pluginTexts } from '../plugin/texts';
import type { PaymentPurchase } from '../plugin/types';

/** The gateway variant shows the alert at the third payment error, then counts again (spec payments 4, 9). */
export const GATEWAY_ERRORS_BEFORE_ALERT = 3;

/** A message the modal shows in its box; `alerted` when the same message also goes to the alert. */
interface TopUpFailure {
  readonly message: string;
  readonly alerted: boolean;
}

/** The gateway variant's payment errors since its last alert: they outlive the steps of one opening. */
interface Counted {
  readonly gatewayErrors: number;
}

/** The summary and the payment plugin, for one purchase. */
interface Paying extends Counted {
  readonly purchase: PaymentPurchase;
  /** The line data it was made from, to fill the form again after a refusal; none for a handed-over purchase. */
  readonly values: LineDataValues | undefined;
  /** The plugin's form (and its legal checkboxes) is on screen: the legacy WhatsApp consent follows it. */
  readonly formShown: boolean;
}

export type TopUpState =
  /** The line-data form, with what was typed and the last failure, if any. */
  | ({ readonly state: 'lineData'; readonly values: LineDataValues | undefined; readonly failure: TopUpFailure | undefined } & Counted)
  | ({ readonly state: 'payment' } & Paying)
  /** A handed-over purchase was refused: its message and a retry. */
  | ({ readonly state: 'failed'; readonly failure: TopUpFailure } & Counted)
  /** A handed-over purchase whose last charge got no answer a short while ago: no retry (decision 180). */
  | { readonly state: 'blocked' }
  /** Paid: the success alert is shown and the modal closes. */
  | ({ readonly state: 'paid' } & Paying)
  /** The charge got no answer: the in-process warning is shown and the modal closes (decision 180). */
  | ({ readonly state: 'inProcess' } & Paying);

export type TopUpEvent =
  /** "Siguiente": the purchase made from the line data, and whether its charge is blocked (decision 180). */
  | { readonly type: 'lineDataSubmitted'; readonly values: LineDataValues; readonly purchase: PaymentPurchase; readonly chargeBlocked: boolean }
  | { readonly type: 'formShown' }
  | { readonly type: 'chargePaid' }
  | { readonly type: 'chargeUnanswered' }
  /** The plugin's refusal, with its message (maybe empty) and the variant the modal runs. */
  | { readonly type: 'paymentFailed'; readonly message: string; readonly gateway: boolean }
  /** "Reintentar" on a refused handed-over purchase: the purchase made again, and whether its charge is blocked. */
  | { readonly type: 'retried'; readonly purchase: PaymentPurchase; readonly chargeBlocked: boolean };

const inProcessFailure: TopUpFailure = { message: pluginTexts.inProcess, alerted: false };

function paying(purchase: PaymentPurchase, values: LineDataValues | undefined, gatewayErrors: number): TopUpState {
  return { state: 'payment', purchase, values, formShown: false, gatewayErrors };
}

/** Where a modal opens: the line data, or the payment of a handed-over purchase unless its charge is blocked. */
export function initialTopUpState(handedOver?: { purchase: PaymentPurchase; chargeBlocked: boolean }): TopUpState {
  if (!handedOver) return { state: 'lineData', values: undefined, failure: undefined, gatewayErrors: 0 };
  return handedOver.chargeBlocked ? { state: 'blocked' } : paying(handedOver.purchase, undefined, 0);
}

export const topUpMachine = defineMachine<TopUpState, TopUpEvent>({
  id: 'topUp',
  summary: 'The top-up modal: the line data, then the summary and the payment plugin, until the charge is paid, in process or refused.',
  initial: ['lineData', 'payment', 'blocked'],
  transitions: {
    lineData: {
      lineDataSubmitted: {
        to: ['payment', 'lineData'],
        // A blocked charge keeps the line data: another line or offer can still be paid.
        run: (state, { values, purchase, chargeBlocked }) =>
          chargeBlocked ? { ...state, values, failure: inProcessFailure } : paying(purchase, values, state.gatewayErrors),
      },
    },
    payment: {
      // The same state when the form was shown already, so a plugin that says so again renders nothing new.
      formShown: { to: ['payment'], run: (state) => (state.formShown ? state : { ...state, formShown: true }) },
      chargePaid: { to: ['paid'], run: (state) => ({ ...state, state: 'paid' }) },
      // No answer is not a refusal: no retry and no error count.
      chargeUnanswered: { to: ['inProcess'], run: (state) => ({ ...state, state: 'inProcess' }) },
      paymentFailed: {
        to: ['lineData', 'failed'],
        run: ({ values, gatewayErrors }, { message, gateway }) => {
          const counted = gateway ? gatewayErrors + 1 : gatewayErrors;
          const alerted = !gateway || counted >= GATEWAY_ERRORS_BEFORE_ALERT;
          const failure: TopUpFailure = { message: message || topUpTexts.failureDefault, alerted };
          const after = gateway && alerted ? 0 : counted;
          // Only a purchase made from the line data has a form to go back to.
          return values ? { state: 'lineData', values, failure, gatewayErrors: after } : { state: 'failed', failure, gatewayErrors: after };
        },
      },
    },
    failed: {
      retried: {
        to: ['payment', 'blocked'],
        run: (state, { purchase, chargeBlocked }) => (chargeBlocked ? { state: 'blocked' } : paying(purchase, undefined, state.gatewayErrors)),
      },
    },
    blocked: {},
    paid: {},
    inProcess: {},
  },
});
