import type { PaymentPurchase } from '../types';

/**
 * Charges whose answer never came (decision 180): the connection dropped after the request left,
 * or a gateway in front of the payment service answered 502, 503 or 504. The card may have been
 * charged, so the same purchase is not charged again from this tab for a while. Kept in the tab's
 * sessionStorage: a reload keeps the block, another tab or a later visit does not see it.
 */
export const UNSETTLED_CHARGES_STORAGE_KEY = 'bait.cobros-sin-respuesta';

/** How long a purchase whose charge has no answer stays blocked (the processor settles in minutes). */
export const UNSETTLED_CHARGE_BLOCK_MS = 15 * 60 * 1000;

/** The HTTP statuses that say a gateway, not the payment service, answered: the outcome is unknown. */
export const UNKNOWN_OUTCOME_STATUSES: readonly number[] = [502, 503, 504];

function tabStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The same purchase: what is bought, for which line (referencia1) and channel; not the uuid, which a retry may renew. */
export function purchaseKeyOf(purchase: PaymentPurchase): string {
  return [purchase.channel, purchase.offer.offerId, purchase.offer.price, purchase.serviceNumber ?? purchase.phone].join('|');
}

type Blocks = Record<string, number>;

function readBlocks(now: number): Blocks {
  let raw: string | null | undefined;
  try {
    raw = tabStorage()?.getItem(UNSETTLED_CHARGES_STORAGE_KEY);
  } catch {
    return {};
  }
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return {};
    // Only numbers still in the future: anything else (expired, foreign, edited) reads as no block.
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > now));
  } catch {
    return {};
  }
}

function writeBlocks(blocks: Blocks): void {
  try {
    tabStorage()?.setItem(UNSETTLED_CHARGES_STORAGE_KEY, JSON.stringify(blocks));
  } catch {
    // Storage refused (disabled, full): no block is kept; the in-process text still told the visitor.
  }
}

/** Remembers that the charge of this purchase got no answer: it is blocked until `now` + the block time. */
export function rememberUnsettledCharge(purchase: PaymentPurchase, now: number = Date.now()): void {
  const key = purchaseKeyOf(purchase);
  const until = now + UNSETTLED_CHARGE_BLOCK_MS;
  writeBlocks({ ...readBlocks(now), [key]: until });
}

/** True while a charge of this purchase without an answer is younger than the block time. */
export function isChargeBlocked(purchase: PaymentPurchase, now: number = Date.now()): boolean {
  const key = purchaseKeyOf(purchase);
  const until = readBlocks(now)[key];
  return until !== undefined && until > now;
}
