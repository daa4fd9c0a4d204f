/**
 * Playwright helpers of the payment flow, shared by the three payment engineers (issue 11):
 * topup opens the modal from each entry point and fills its line data; card fills the card form.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { TEST_DATA } from '../mocks/test-data';

/** The line data of the top-up modal's step 1; the service number for offer types 3 and 8. */
export interface LineData {
  phone: string;
  email: string;
  serviceNumber?: string;
}

export const defaultLineData: LineData = { phone: TEST_DATA.line, email: TEST_DATA.email };

/** The open top-up modal, named after its offer. */
export function topUpModal(page: Page, offerName: string): Locator {
  return page.getByRole('dialog', { name: offerName });
}

/** Opens the modal from an offer card's "Comprar" (default: Bait 100 on /recargas). */
export async function openTopUpFromOfferCard(page: Page, { path = '/recargas', offerName = 'Bait 100' } = {}): Promise<Locator> {
  if (new URL(page.url(), 'http://x').pathname !== path || !page.url().startsWith('http')) await page.goto(path);
  await page.getByRole('article', { name: offerName }).getByRole('button', { name: 'Comprar' }).click();
  const modal = topUpModal(page, offerName);
  await expect(modal).toBeVisible();
  return modal;
}

/** Opens the modal from the home page's recharge banner (slide 1, "Bait 200", found in its list). */
export async function openTopUpFromBanner(page: Page, { path = '/' } = {}): Promise<Locator> {
  await page.goto(path);
  const carousel = page.getByRole('region', { name: 'Promociones' });
  await carousel.getByRole('button', { name: 'Pausar el carrusel' }).click();
  await carousel.getByRole('button', { name: 'Ir a la diapositiva 1' }).click();
  await carousel.getByRole('button', { name: 'Recarga 200 pesos y navega 30 días' }).click();
  const modal = topUpModal(page, 'Bait 200');
  await expect(modal).toBeVisible();
  return modal;
}

/** /recargas-asociados: checks the line (prefilled when logged in), then buys an associates' offer. */
export async function openTopUpFromAssociates(
  page: Page,
  { number = defaultLineData.phone, offerName = 'Bait Socio 150' }: { number?: string; offerName?: string } = {},
): Promise<Locator> {
  if (!page.url().includes('/recargas-asociados')) await page.goto('/recargas-asociados');
  const field = page.getByRole('textbox', { name: 'Número de tu línea' });
  if ((await field.inputValue()) !== number) await field.fill(number);
  await expect(page.getByText('Tu línea puede recibir las recargas para asociados.')).toBeVisible();
  await page.getByRole('article', { name: offerName }).getByRole('button', { name: 'Comprar' }).click();
  const modal = topUpModal(page, offerName);
  await expect(modal).toBeVisible();
  return modal;
}

/** Fills step 1 and waits for the number check to accept it (Next enabled); does not press Next. */
export async function fillLineData(modal: Locator, data: Partial<LineData> = {}): Promise<void> {
  const { phone, email, serviceNumber } = { ...defaultLineData, ...data };
  if (serviceNumber !== undefined) await modal.getByRole('textbox', { name: 'Número de servicio' }).fill(serviceNumber);
  await modal.getByRole('textbox', { name: 'Número de teléfono' }).fill(phone);
  await modal.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await expect(modal.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
}

/** Step 1 filled, then Next: the summary and the payment plugin show. */
export async function goToPayment(modal: Locator, data: Partial<LineData> = {}): Promise<void> {
  await fillLineData(modal, data);
  await modal.getByRole('button', { name: 'Siguiente' }).click();
  await expect(modal.getByRole('heading', { name: 'Resumen de tu recarga' })).toBeVisible();
}

/** The card form of the payment plugin (provider type 1); the card is the processor's test Visa. */
export interface CardFormData {
  firstName: string;
  lastNames: string;
  cardNumber: string;
  /** Typed as MM/YY (or MMYY: the field adds the slash). */
  expiry: string;
  cvv: string;
  address: string;
  /** 5 digits; the neighbourhoods of the mock's default answer (04100, Coyoacán) follow. */
  postalCode: string;
  neighbourhood: string;
  recurring?: boolean;
}

export const defaultCardData: CardFormData = {
  firstName: 'Ana',
  lastNames: 'López Núñez',
  cardNumber: TEST_DATA.card.number,
  expiry: TEST_DATA.card.expiry,
  cvv: TEST_DATA.card.cvv,
  address: 'Av. Universidad 1200',
  postalCode: TEST_DATA.postalCode,
  neighbourhood: TEST_DATA.neighbourhood,
};

const RECURRING_LABEL = /recurrente/;

/** The card form inside the modal. */
export function cardForm(modal: Locator): Locator {
  return modal.getByRole('form', { name: 'Datos de la tarjeta' });
}

/**
 * Fills the card form, waits for the postal code's neighbourhoods, chooses one and ticks every
 * legal checkbox of the form (not the recurring one unless asked); does not press pay.
 */
export async function fillCardForm(modal: Locator, data: Partial<CardFormData> = {}): Promise<Locator> {
  const card = { ...defaultCardData, ...data };
  const form = cardForm(modal);
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: 'Nombre(s) del titular' }).fill(card.firstName);
  await form.getByRole('textbox', { name: 'Apellidos del titular' }).fill(card.lastNames);
  await form.getByRole('textbox', { name: 'Número de tarjeta' }).fill(card.cardNumber);
  await form.getByRole('textbox', { name: 'Vencimiento (MM / YY)' }).fill(card.expiry);
  await form.getByLabel('CVV').fill(card.cvv);
  await form.getByRole('textbox', { name: 'Dirección' }).fill(card.address);
  await form.getByRole('textbox', { name: 'Código postal' }).fill(card.postalCode);
  const neighbourhood = form.getByRole('combobox', { name: 'Colonia' });
  await expect(neighbourhood).toBeEnabled();
  await neighbourhood.selectOption({ label: card.neighbourhood });
  for (const checkbox of await form.getByRole('checkbox').all()) {
    const label = await checkbox.evaluate((element) => (element as HTMLInputElement).labels?.[0]?.textContent ?? '');
    if (!RECURRING_LABEL.test(label)) await checkbox.check();
  }
  if (card.recurring) await form.getByRole('checkbox', { name: RECURRING_LABEL }).check();
  return form;
}

/** The card form's summary step (detail mode). */
export function cardDetail(modal: Locator): Locator {
  return modal.getByRole('form', { name: 'Detalle del pago' });
}

/**
 * Presses the card form's button: in detail mode (the top-up modal's) Next, then the summary's
 * pay button; otherwise pay.
 */
export async function submitCardForm(modal: Locator, { detailMode = true } = {}): Promise<void> {
  await cardForm(modal).getByRole('button').last().click();
  if (!detailMode) return;
  const detail = cardDetail(modal);
  await expect(detail).toBeVisible();
  await detail.getByRole('button').last().click();
}
