// What every page may push. The purchase journeys' events: `@/shared/domain/analytics/commerce`.
export {
  hasAnalyticsConsent,
  pushAnalyticsEvent,
  setAnalyticsConsent,
  setTagsLoader,
  trackBannerClick,
  trackBannerImpression,
  trackPageView,
} from './analytics';
export {
  ANALYTICS_CURRENCY,
  buildBannerClick,
  buildBannerImpression,
  buildCookieConsent,
  buildPageView,
  cutPromotionText,
  PROMOTION_TEXT_MAX_LENGTH,
  type AnalyticsEvent,
  type CookieConsentEvent,
  type PageViewEvent,
  type PageViewInput,
  type PromotionEvent,
  type PromotionInput,
  type PromotionItem,
  type WebVitalEvent,
  type WebVitalName,
  type WebVitalRating,
} from './events';
