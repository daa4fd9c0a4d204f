/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_MODE?: 'mock' | 'real';
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_PAYMENTS_BASE_URL?: string;
  readonly VITE_ADDRESS_BASE_URL?: string;
  readonly VITE_CARD_TOKENIZATION_BASE_URL?: string;
  readonly VITE_IP_LOOKUP_BASE_URL?: string;
  readonly VITE_SITE_ASSETS_BASE_URL?: string;
  readonly VITE_BANNER_PAGES?: string;
  readonly VITE_PAYMENT_PUBLIC_KEY?: string;
  readonly VITE_SERVICE_KEY?: string;
  readonly VITE_QA_API_HOST?: string;
  readonly VITE_WIDGET_VIDEO_URL?: string;
  readonly VITE_POSTPAID_URL?: string;
  readonly VITE_CAPTCHA_SCRIPT_URL?: string;
  readonly VITE_CARD_PROCESSOR_SCRIPT_URL?: string;
  readonly VITE_WALLET_SDK_URL?: string;
  readonly VITE_PAYMENT_GATEWAY_SCRIPT_URL?: string;
  readonly VITE_HOSTED_CHECKOUT_SCRIPT_URL?: string;
  readonly VITE_PAYMENT_GATEWAY_BASE_URL?: string;
  readonly VITE_SSO_URL?: string;
  readonly VITE_SSO_CLIENT_ID?: string;
  readonly VITE_SITE_URL?: string;
  readonly VITE_TAG_MANAGER_ID?: string;
  readonly VITE_TAG_MANAGER_SCRIPT_URL?: string;
  readonly VITE_SOCIAL_PIXEL_ID?: string;
  readonly VITE_SOCIAL_PIXEL_SCRIPT_URL?: string;
  readonly VITE_VIDEO_PIXEL_ID?: string;
  readonly VITE_VIDEO_PIXEL_SCRIPT_URL?: string;
  readonly VITE_TAG_CONNECT_URLS?: string;
  readonly VITE_MOCK_SEED?: string;
  readonly VITE_MOCK_LATENCY_MS?: string;
}

/** package.json's version, set by the `define` of vite.config.ts. */
declare const __APP_VERSION__: string;
/** The commit the build was made from (vite.config.ts); the QA report shows it. */
declare const __APP_COMMIT__: string;

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The descriptions of the table of pages by path (scripts/lib/seo-plugin.ts, decision 231). */
declare module 'virtual:page-descriptions' {
  const descriptions: Readonly<Record<string, string>>;
  export default descriptions;
}
