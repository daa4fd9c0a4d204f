import { z } from 'zod/mini';
import { hostedCheckoutTexts as texts } from './texts';
import type { LegalFlags } from '../plugin/types';

/**
 * The site's side of the hosted checkout: the recurring checkbox and the legal checkboxes the
 * plugin's flags show (tipo 1 notice, 2 terms). A shown one must be ticked before a token is
 * charged (spec payments 5, card form rule, applied alike).
 */
export function hostedCheckoutSchema(shown: Pick<LegalFlags, 'notice' | 'terms'>) {
  const legal = (type: 1 | 2, isShown: boolean) => z.boolean().check(z.refine((ticked) => ticked || !isShown, texts.legalRefused[type]));
  return z.object({
    recurring: z.boolean(),
    notice: legal(1, shown.notice),
    terms: legal(2, shown.terms),
  });
}

export type HostedCheckoutValues = z.infer<ReturnType<typeof hostedCheckoutSchema>>;

export const emptyHostedCheckout: HostedCheckoutValues = { recurring: false, notice: false, terms: false };
