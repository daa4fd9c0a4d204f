import { setAnalyticsConsent } from '@/shared/domain/analytics';
import { storeCookieChoice, type CookieChoice } from './consent-storage';
import { COOKIE_CHOICE_EVENT } from './constants';

/**
 * Stores the visitor's choice and applies it at once: accepting opens the analytics
 * gate and starts the tags; refusing the performance cookies, or withdrawing an earlier
 * acceptance, closes it, so nothing more is pushed to any tag. Announced, so an open notice closes.
 */
export function applyCookieChoice(choice: CookieChoice): void {
  storeCookieChoice(choice);
  setAnalyticsConsent(choice === 'accepted');
  window.dispatchEvent(new CustomEvent(COOKIE_CHOICE_EVENT, { detail: choice }));
}
