/**
 * Playwright helpers of the legacy plugin's hosted checkout (provider type 2, decision 269): the
 * card processor's frame that the hosted-checkout script's stand-in (mocks/public/hosted-checkout/)
 * mounts in the top-up modal, and the site's legal checkboxes beside it.
 */
import type { FrameLocator, Locator } from '@playwright/test';
import { expect } from './fixtures';
import type { ScenarioMap } from './scenario-rows/types';
import { TEST_DATA } from '../mocks/test-data';

/** The legacy variant (flag new-plugin off) with a provider of type 2. */
export const HOSTED_CHECKOUT_SCENARIO = { getFeatureFlags: 'legacyPlugin', getPaymentPlugin: 'hostedCheckoutProvider' } as const satisfies ScenarioMap;
export const HOSTED_FRAME_TITLE = 'Formulario seguro: datos de la tarjeta';
export const HOSTED_INTRO = 'Escribe los datos de tu tarjeta en el formulario seguro del procesador de pagos.';
/** The tokeniser's call from the frame (createCardToken; this store's id has hyphens). */
export const HOSTED_TOKENS_PATH = /\/v1\/[a-z0-9-]+\/tokens$/;

export interface HostedCard {
  holder: string;
  number: string;
  expiry: string;
  cvv: string;
}

const defaultHostedCard: HostedCard = { holder: TEST_DATA.card.holder, number: TEST_DATA.card.number, expiry: TEST_DATA.card.expiry, cvv: TEST_DATA.card.cvv };

/** The processor's frame in the modal, 700 px high, once its script reported it ready. */
export async function hostedCheckoutFrame(modal: Locator): Promise<FrameLocator> {
  const frameElement = modal.getByTitle(HOSTED_FRAME_TITLE);
  await expect(frameElement).toBeVisible();
  await expect(frameElement).toHaveAttribute('height', '700');
  const frame = modal.frameLocator(`iframe[title="${HOSTED_FRAME_TITLE}"]`);
  await expect(frame.getByRole('heading', { name: 'Datos de tu tarjeta' })).toBeVisible();
  await expect(modal.getByText('Cargando el formulario de pago seguro…')).toBeHidden();
  return frame;
}

/** Types the card in the frame. */
export async function fillHostedCard(frame: FrameLocator, card: Partial<HostedCard> = {}): Promise<void> {
  const { holder, number, expiry, cvv } = { ...defaultHostedCard, ...card };
  await frame.getByRole('textbox', { name: 'Nombre del titular' }).fill(holder);
  await frame.getByRole('textbox', { name: 'Número de tarjeta' }).fill(number);
  await frame.getByRole('textbox', { name: 'Vencimiento (MM/AA)' }).fill(expiry);
  await frame.getByLabel('CVV').fill(cvv);
}

/** Ticks the site's notice and terms checkboxes (the plugin answer shows both). */
export async function acceptHostedLegalTexts(modal: Locator): Promise<void> {
  await modal.getByRole('checkbox', { name: /Aviso de Privacidad/ }).check();
  await modal.getByRole('checkbox', { name: /Términos y Condiciones/ }).check();
}

/** Presses the frame's own button (the top-up modal is in detail mode: "Continuar"). */
export async function submitHostedCard(frame: FrameLocator): Promise<void> {
  await frame.getByRole('button', { name: 'Continuar' }).click();
}

/** The site's detail view of the purchase, shown after the token in detail mode. */
export function hostedCheckoutDetail(modal: Locator): Locator {
  return modal.getByRole('region', { name: 'Detalle de tu compra' });
}
