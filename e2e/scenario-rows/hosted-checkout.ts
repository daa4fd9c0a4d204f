import type { Page } from '@playwright/test';
import {
  acceptHostedLegalTexts,
  fillHostedCard,
  HOSTED_CHECKOUT_SCENARIO,
  hostedCheckoutDetail,
  hostedCheckoutFrame,
  submitHostedCard,
} from '../hosted-checkout-flow';
import { goToPayment, openTopUpFromOfferCard } from '../payment-flow';
import { CHARGE_IN_PROCESS } from './payment-plugin';
import type { ScenarioOutcome, ScreenOutcome } from './types';

/** The card typed in the processor's frame, the legal texts accepted, the frame's button pressed: createCardToken answers. */
async function tokeniseInFrame(page: Page): Promise<void> {
  const modal = await openTopUpFromOfferCard(page);
  await goToPayment(modal);
  const frame = await hostedCheckoutFrame(modal);
  await fillHostedCard(frame);
  await acceptHostedLegalTexts(modal);
  await submitHostedCard(frame);
}

/** Token created: the detail step, then the charge. */
async function payThroughDetail(page: Page): Promise<void> {
  await tokeniseInFrame(page);
  await hostedCheckoutDetail(page.getByRole('dialog', { name: 'Bait 100' }))
    .getByRole('button', { name: 'Pagar ahora' })
    .click();
}

const tokenRow = (outcome: ScenarioOutcome<'createCardToken'>, shows: string, act: (page: Page) => Promise<void> = tokeniseInFrame): ScreenOutcome => ({
  operationId: 'createCardToken',
  outcome,
  path: '/recargas',
  act,
  shows,
  alsoScenarios: HOSTED_CHECKOUT_SCENARIO,
});

/**
 * The legacy plugin's hosted checkout (provider type 2, decision 269): the outcomes of the
 * processor frame's token request as the hosted-checkout script's callbacks bring them to the
 * page. A refusal with message_to_purchaser shows it (spec payments 8); one without passes on.
 */
export const hostedCheckoutRows: ScreenOutcome[] = [
  tokenRow('tokenCreated', 'Detalle de tu compra'),
  tokenRow('tokenCreated', 'Felicidades, se ha completado tu pago.', payThroughDetail),
  tokenRow('cardDeclined', 'La tarjeta fue declinada, por favor intenta con otra tarjeta.'),
  tokenRow('invalidCvv', 'El código de seguridad (CVV) de la tarjeta es inválido.'),
  tokenRow('processorError', 'Lo sentimos, se ha tenido un problema al procesar tu pago.'),
  // The hosted checkout's charge without an answer: in process, as for every provider type (decision 180).
  {
    operationId: 'chargePayment',
    outcome: 'networkError',
    path: '/recargas',
    act: payThroughDetail,
    shows: CHARGE_IN_PROCESS,
    alsoScenarios: HOSTED_CHECKOUT_SCENARIO,
  },
];
