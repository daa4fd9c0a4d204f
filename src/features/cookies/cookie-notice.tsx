import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { env } from '@/shared/config/env';
import { setAnalyticsConsent, setTagsLoader, trackPageView } from '@/shared/domain/analytics';
import { paths } from '@/shared/domain/routing/paths';
import { lazyWithRetry } from '@/shared/ui/lazy-retry';
import { storedCookieChoice, type CookieChoice } from './consent-storage';
import { COOKIE_CHOICE_EVENT, COOKIE_NOTICE_DELAY_MS } from './constants';

/** The spec's menu calls /portabilidad "switch provider"; /cambiate-a-bait is "switch to Bait": both are the funnel's entry. */
const ACQUISITION_PAGES: ReadonlySet<string> = new Set([paths.getALine, paths.portIn]);

// The banner and its dialogs load only for visitors who have not chosen yet, after the delay.
const CookieBanner = lazyWithRetry(async () => (await import('./components/cookie-banner')).CookieBanner);

// The tag manager and the pixels, and the field Web Vitals' reporter: their chunks, imported side by side after consent.
setTagsLoader(
  () => import('@/shared/domain/analytics/tags/load-tags'),
  env.tags,
  () => import('@/shared/domain/analytics/web-vitals/report-web-vitals'),
);

/**
 * Mounted once in the layout: at start it opens the analytics gate when cookies were accepted before, and otherwise, unless the visitor already refused them,
 * shows the notice after 4 s.
 */
export function CookieNotice() {
  const { pathname } = useLocation();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const stored = storedCookieChoice();
    if (stored === 'accepted') {
      setAnalyticsConsent(true);
      return undefined;
    }
    if (stored === 'refused') return undefined;
    const timer = setTimeout(() => setShown(true), COOKIE_NOTICE_DELAY_MS);
    // A choice made elsewhere (the footer's cookie dialogs) closes the notice or keeps it from showing.
    const chosen = () => {
      clearTimeout(timer);
      setShown(false);
    };
    window.addEventListener(COOKIE_CHOICE_EVENT, chosen);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(COOKIE_CHOICE_EVENT, chosen);
    };
  }, []);

  /** The banner has stored and applied the choice (its chunk carries cookie-choice.ts). */
  function chosen(choice: CookieChoice) {
    // The acquisition pages count switches to the brand: their visit is reported now that it may be.
    if (choice === 'accepted' && ACQUISITION_PAGES.has(pathname)) trackPageView({ path: pathname, title: document.title });
    setShown(false);
  }

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner onChosen={chosen} />
    </Suspense>
  );
}
