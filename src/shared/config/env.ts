import { apiBaseUrls } from '@/api/base-urls';

export type ApiMode = 'mock' | 'real';

function readApiMode(): ApiMode {
  const mode = import.meta.env.VITE_API_MODE;
  if (mode === 'mock' || mode === 'real') return mode;
  return import.meta.env.DEV ? 'mock' : 'real';
}

/** The operator's video host, privacy-enhanced: no cookies until the visitor plays. */
const DEFAULT_WIDGET_VIDEO_URL_TEMPLATE = 'https://www.youtube-nocookie.com/embed/{id}?autoplay=1';

/** Every value the app reads from the environment, read in this one place. */
export const env = {
  apiMode: readApiMode(),
  apiBaseUrl: apiBaseUrls.main,
  paymentsBaseUrl: apiBaseUrls.payments,
  addressBaseUrl: apiBaseUrls.address,
  cardTokenizationBaseUrl: apiBaseUrls.cardTokenization,
  ipLookupBaseUrl: apiBaseUrls.ipLookup,
  siteAssetsBaseUrl: apiBaseUrls.siteAssets,
  /** The pages whose banners file the operator publishes (decision 195): `home:carousel,paquetes`; `*` asks on every page. */
  bannerPages: import.meta.env.VITE_BANNER_PAGES ?? '',
  /** The payment service's RSA public key (SPKI, base64) that payment requests are encrypted with (decision 088). */
  paymentPublicKey: import.meta.env.VITE_PAYMENT_PUBLIC_KEY ?? '',
  /** Service key sent as the Ordservicio header of the operator's own hosts; empty sends none. */
  serviceKey: import.meta.env.VITE_SERVICE_KEY ?? '',
  /** Host (name[:port]) that a non-production build redirects to the page's origin (spec 7). */
  qaApiHost: import.meta.env.VITE_QA_API_HOST ?? '',
  /** Embed address of the help widget's videos; `{id}` is replaced by the video id. */
  widgetVideoUrlTemplate: import.meta.env.VITE_WIDGET_VIDEO_URL || DEFAULT_WIDGET_VIDEO_URL_TEMPLATE,
  /** Entry page of the postpaid area embedded by /mi-bait-pospago; empty shows it as unavailable. */
  postpaidUrl: import.meta.env.VITE_POSTPAID_URL ?? '',
  /** The card processor's browser SDK (tokeniser of the card form), loaded in real mode only. */
  cardProcessorScriptUrl: import.meta.env.VITE_CARD_PROCESSOR_SCRIPT_URL ?? '',
  /** The wallet provider's browser SDK (provider type 3), loaded in real mode only. */
  walletSdkUrl: import.meta.env.VITE_WALLET_SDK_URL ?? '',
  /** The payment gateway's script of the hosted checkout (provider type 2), loaded in real mode only. */
  paymentGatewayScriptUrl: import.meta.env.VITE_PAYMENT_GATEWAY_SCRIPT_URL ?? '',
  /** The card processor's hosted-checkout script (legacy plugin, provider type 2), loaded in real mode only. */
  hostedCheckoutScriptUrl: import.meta.env.VITE_HOSTED_CHECKOUT_SCRIPT_URL ?? '',
  /** The payment gateway's API host (openapi/payment-gateway-api.yaml), called by its frame; the mock stand-in reads it. */
  paymentGatewayBaseUrl: import.meta.env.VITE_PAYMENT_GATEWAY_BASE_URL ?? '',
  /** Script of the invisible captcha provider, loaded in real mode only. */
  captchaScriptUrl: import.meta.env.VITE_CAPTCHA_SCRIPT_URL || 'https://www.google.com/recaptcha/api.js?render=explicit',
  /**
   * Address of the identity provider's pages for single sign-on; `{pagina}` stands for the page
   * (login, registro...). Empty: no identity provider.
   */
  ssoUrl: import.meta.env.VITE_SSO_URL ?? '',
  /** This site's client id at the identity provider, sent as `client_id`. */
  ssoClientId: import.meta.env.VITE_SSO_CLIENT_ID ?? '',
  /** The canonical site address of canonical links and link previews (payments 9); empty: the default. */
  siteUrl: import.meta.env.VITE_SITE_URL ?? '',
  /**
   * The tag manager, the social pixel and the video pixel: each one's id (empty: off)
   * and script address (empty: the vendor's, applied by the lazily loaded tag loader); they load
   * only after the cookie consent.
   */
  tags: {
    tagManager: { id: import.meta.env.VITE_TAG_MANAGER_ID ?? '', scriptUrl: import.meta.env.VITE_TAG_MANAGER_SCRIPT_URL ?? '' },
    socialPixel: { id: import.meta.env.VITE_SOCIAL_PIXEL_ID ?? '', scriptUrl: import.meta.env.VITE_SOCIAL_PIXEL_SCRIPT_URL ?? '' },
    videoPixel: { id: import.meta.env.VITE_VIDEO_PIXEL_ID ?? '', scriptUrl: import.meta.env.VITE_VIDEO_PIXEL_SCRIPT_URL ?? '' },
  },
  /** package.json's version, shown in the footer; tools that bypass vite.config.ts (the integration config) get a stand-in. */
  appVersion: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0-dev',
} as const;
