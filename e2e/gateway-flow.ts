/**
 * Playwright helpers of the hosted checkout (provider type 2): the gateway's card frame of the
 * mock build's stand-in (mocks/public/payment-gateway/), inside the top-up modal.
 */
import type { FrameLocator, Locator } from '@playwright/test';
import { expect } from './fixtures';
import { TEST_DATA } from '../mocks/test-data';

/** The new variant (flag new-plugin on): the gateway component, whatever the provider type. */
export const GATEWAY_VARIANT_SCENARIO = { getFeatureFlags: 'allOn' } as const;
export const FRAME_TITLE = 'Pasarela de pago: datos de la tarjeta';

export interface GatewayCard {
  holder: string;
  number: string;
  expiry: string;
  cvv: string;
}

const defaultGatewayCard: GatewayCard = {
  holder: TEST_DATA.card.holder,
  number: TEST_DATA.card.number,
  expiry: TEST_DATA.card.expiry,
  cvv: TEST_DATA.card.cvv,
};

/** The gateway's frame in the modal, once its form has loaded (PaymentFormLoad). */
export async function gatewayFrame(modal: Locator): Promise<FrameLocator> {
  const frameElement = modal.getByTitle(FRAME_TITLE);
  await expect(frameElement).toBeVisible();
  await expect(frameElement).toHaveAttribute('height', '700');
  const frame = modal.frameLocator(`iframe[title="${FRAME_TITLE}"]`);
  await expect(frame.getByRole('heading', { name: 'Datos de tu tarjeta' })).toBeVisible();
  await expect(modal.getByText('Cargando la pasarela de pago…')).toBeHidden();
  return frame;
}

/** Types the card in the frame and accepts its terms (ChangeLegal 0); WhatsApp (ChangeLegal 1) when asked. */
export async function fillGatewayCard(frame: FrameLocator, card: Partial<GatewayCard> = {}, { whatsapp = false } = {}): Promise<void> {
  const { holder, number, expiry, cvv } = { ...defaultGatewayCard, ...card };
  await frame.getByRole('textbox', { name: 'Nombre del titular' }).fill(holder);
  await frame.getByRole('textbox', { name: 'Número de tarjeta' }).fill(number);
  await frame.getByRole('textbox', { name: 'Vencimiento (MM/AA)' }).fill(expiry);
  await frame.getByLabel('CVV').fill(cvv);
  await frame.getByRole('checkbox', { name: /términos y condiciones/ }).check();
  if (whatsapp) await frame.getByRole('checkbox', { name: /WhatsApp/ }).check();
}

/** The site's detail view of the purchase (detail mode), shown after the gateway's token. */
export function hostedDetail(modal: Locator): Locator {
  return modal.getByRole('region', { name: 'Detalle de tu compra' });
}

/** Presses the frame's button (the top-up modal is in detail mode: "Continuar"). */
export async function submitGatewayCard(frame: FrameLocator): Promise<void> {
  await frame.getByRole('button', { name: 'Continuar' }).click();
}
