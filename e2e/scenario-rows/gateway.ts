import type { Page } from '@playwright/test';
import { fillGatewayCard, gatewayFrame, GATEWAY_VARIANT_SCENARIO, hostedDetail, submitGatewayCard } from '../gateway-flow';
import { goToPayment, openTopUpFromOfferCard } from '../payment-flow';
import { CHARGE_IN_PROCESS } from './payment-plugin';
import type { ScreenOutcome, ScenarioOutcome } from './types';

/** The modal of "Bait 100" (/recargas) up to the gateway's frame, loaded (PaymentFormLoad). */
async function openGateway(page: Page) {
  const modal = await openTopUpFromOfferCard(page);
  await goToPayment(modal);
  return { modal, frame: await gatewayFrame(modal) };
}

/** The card typed in the frame and its button pressed: createGatewayPayment answers. */
async function payInFrame(page: Page): Promise<void> {
  const { frame } = await openGateway(page);
  await fillGatewayCard(frame);
  await submitGatewayCard(frame);
}

/** Approved: RequestPayment, the detail step, then the charge. */
async function payThroughDetail(page: Page): Promise<void> {
  await payInFrame(page);
  await hostedDetail(page.getByRole('dialog', { name: 'Bait 100' }))
    .getByRole('button', { name: 'Pagar ahora' })
    .click();
}

const gatewayRow = (outcome: ScenarioOutcome<'createGatewayPayment'>, shows: string, act: (page: Page) => Promise<void> = payInFrame): ScreenOutcome => ({
  operationId: 'createGatewayPayment',
  outcome,
  path: '/recargas',
  act,
  shows,
  alsoScenarios: GATEWAY_VARIANT_SCENARIO,
});

/**
 * The hosted checkout (provider type 2): each outcome of the frame's own call, as the gateway's
 * events bring it to the page (PaymentFormLoad and RequestPayment on approval, PaymentError with
 * message_to_purchaser, C003 or nothing), and the frame's GoToDetail.
 */
export const gatewayRows: ScreenOutcome[] = [
  gatewayRow('approved', 'Felicidades, se ha completado tu pago.', payThroughDetail),
  // GoToDetail: the frame's "Ver detalle de la compra" shows the site's detail view (any outcome of the call).
  gatewayRow('approved', 'Detalle de tu compra', async (page) => {
    const { frame } = await openGateway(page);
    await frame.getByRole('button', { name: 'Ver detalle de la compra' }).click();
  }),
  gatewayRow('declined', 'Tu banco rechazó el pago. Intenta con otra tarjeta.'),
  gatewayRow('insufficientFunds', 'La tarjeta no tiene fondos suficientes.'),
  gatewayRow(
    'configurationRefused',
    'La pasarela de pago no está disponible por falta de datos o de configuración (código C003). Por favor, contacta a soporte.',
  ),
  gatewayRow('gatewayError', 'Lo sentimos, se ha tenido un problema al procesar tu pago.'),
  // The hosted checkout's charge without an answer: in process, as for every provider type (decision 180).
  {
    operationId: 'chargePayment',
    outcome: 'networkError',
    path: '/recargas',
    act: payThroughDetail,
    shows: CHARGE_IN_PROCESS,
    alsoScenarios: GATEWAY_VARIANT_SCENARIO,
  },
];
