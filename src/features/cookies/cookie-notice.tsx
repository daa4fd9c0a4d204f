import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { setAnalyticsConsent, trackPageView } from '@/shared/analytics';
import { paths } from '@/shared/routing/paths';
import { clearKeysAtStart, hasAcceptedCookies, storeCookieAcceptance } from './consent-storage';
import { COOKIE_NOTICE_DELAY_MS } from './constants';
import { lazyWithRetry } from '@/shared/ui/lazy-retry';

/** The spec's menu calls /portabilidad "switch provider"; /cambiate-a-bait is "switch to Bait": both are the funnel's entry. */
const ACQUISITION_PAGES: ReadonlySet<string> = new Set([paths.getALine, paths.portIn]);

// The banner and its dialogs load only for visitors who have not accepted, after the delay.
const CookieBanner = lazyWithRetry(async () => (await import('./components/cookie-banner')).CookieBanner);

/**
 * Mounted once in the layout: at start it clears the two keys of decision 031, opens the analytics
 * gate when cookies were accepted before, and otherwise shows the notice after 4 s.
 */
export function CookieNotice() {
  const { pathname } = useLocation();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    clearKeysAtStart();
    if (hasAcceptedCookies()) {
      setAnalyticsConsent(true);
      return undefined;
    }
    const timer = setTimeout(() => setShown(true), COOKIE_NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  function accept() {
    storeCookieAcceptance();
    setAnalyticsConsent(true);
    // The acquisition pages count switches to the brand: their visit is reported now that it may be (decision 031).
    if (ACQUISITION_PAGES.has(pathname)) trackPageView({ path: pathname, title: document.title });
    setShown(false);
  }

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner onAccept={accept} />
    </Suspense>
  );
}
