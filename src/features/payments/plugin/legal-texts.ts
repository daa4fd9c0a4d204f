import type { LegalText, PluginConfiguration } from './types';

/**
 * The legal texts the payment shows as checkboxes: those the answer sent whose flag is on (spec
 * payments 3, the Payment's "flags for the presence of the recurring, notice and terms legal
 * texts"). Every provider form and the gateway read them from here.
 */
export function shownLegalTexts({ legalTexts, legal }: Pick<PluginConfiguration, 'legalTexts' | 'legal'>): LegalText[] {
  return legalTexts.filter((text) => (text.type === 1 ? legal.notice : legal.terms));
}
