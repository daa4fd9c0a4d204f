import { queryOptions } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { apiQueryKey } from '@/shared/api/query-keys';
import { readRetries } from '@/shared/api/query-retries';
import { settle } from '@/shared/api/settle';
import { IN_THE_BACKGROUND } from '@/shared/api/splash-middleware';
import { env } from '@/shared/config/env';

/** The captcha configuration of the number and ICCID checks (spec 7 "Account calls"). */
export interface CaptchaConfig {
  /** Whether the invisible captcha runs before each check. */
  active: boolean;
  /** The provider's public site key. */
  siteKey: string;
  /** Sent as the check's `url`. */
  url: string;
}

function currentPageUrl(): string {
  return typeof window === 'undefined' ? 'http://localhost/' : `${window.location.origin}${window.location.pathname}`;
}

/** The one mapper of the captcha answer; no answer means no captcha, and the page's own address. */
export function toCaptchaConfig(answer: { success: boolean; informacion?: { publico: string; form: boolean; url: string } } | undefined): CaptchaConfig {
  const info = answer?.success ? answer.informacion : undefined;
  if (!info) return { active: false, siteKey: '', url: currentPageUrl() };
  return { active: info.form && info.publico !== '', siteKey: info.publico, url: info.url || currentPageUrl() };
}

const CAPTCHA_PATH = '/api/core/servicio/resources/captcha/bait/cdn'; // getCaptchaInfo

/**
 * Read as the form mounts, while the visitor types: it shows no splash, which would make the page
 * inert and drop the keys typed meanwhile. A check that waits for it shows its own
 * "checking" state, and its own call the splash.
 */
async function fetchCaptchaConfig(): Promise<CaptchaConfig> {
  // Offline or blocked: the check still runs, without captcha; the server has the last word.
  return toCaptchaConfig((await settle(() => mainApi.GET(CAPTCHA_PATH, IN_THE_BACKGROUND))).okBody);
}

/** Read once per visit: the configuration does not change while the page is open. */
export function captchaConfigQueryOptions() {
  return queryOptions({
    queryKey: apiQueryKey('mainApi', CAPTCHA_PATH),
    queryFn: fetchCaptchaConfig,
    staleTime: Infinity,
    retry: readRetries('getCaptchaInfo'),
  });
}

/** The stand-in of mock mode: no third-party script, no request outside the mock host. */
function standInToken(): string {
  return `mock-captcha-${Date.now().toString(36)}`;
}

/**
 * The token a check carries: empty when the captcha is off (spec 7). A captcha that cannot run
 * (script blocked, provider error) also gives an empty token; the server then answers the check.
 */
export async function captchaTokenFor(config: CaptchaConfig, mode = env.apiMode): Promise<string> {
  if (!config.active) return '';
  if (mode === 'mock') return standInToken();
  try {
    // The provider's loader comes only where a real captcha runs: form routes stay light.
    return await (await import('../captcha-provider')).providerToken(config.siteKey);
  } catch {
    return '';
  }
}
