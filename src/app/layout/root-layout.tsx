import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { BannerCarousel } from '@/features/banners/components/banner-carousel';
import { CookieNotice } from '@/features/cookies/cookie-notice';
import { CookiePolicyLauncher } from '@/features/cookies/cookie-policy-launcher';
import type { RechargeRequest } from '@/features/offers/recharge-offer';
import { SiteFooter } from '@/features/footer/components/site-footer';
import { SocialBar } from '@/features/footer/components/social-bar';
import { FOOTER_ID, MAIN_CONTENT_ID, SiteHeader } from '@/features/menu';
import { HelpWidget } from '@/features/widget/help-widget';
import { PdfViewerProvider } from '@/shared/ui/pdf-viewer';
import { appTexts } from '../texts';
import styles from './root-layout.module.css';
import { usePageViewTracking } from './use-page-view-tracking';

// The offer of a recharge banner, in the top-up modal's presentation (decision 045); loaded on click.
const RechargeOfferDialog = lazy(async () => ({
  default: (await import('@/features/offers/components/recharge-offer-dialog')).RechargeOfferDialog,
}));

export function RootLayout() {
  // The footer's "Política de cookies" opens the cookies feature's dialog (decision 040).
  const [cookiePolicyOpen, setCookiePolicyOpen] = useState(false);
  const [recharge, setRecharge] = useState<RechargeRequest | null>(null);
  usePageViewTracking();
  return (
    // The PDF viewer serves the banners' openFile action and the footer's documents (decision 040).
    <PdfViewerProvider>
      <div className={styles.shell}>
        <SiteHeader helpWidget={<HelpWidget />} />
        {/* tabIndex lets the skip link move the focus, not only the scroll position. */}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
          {/* Banners and cookie notice: see decisions 031 and 032. */}
          <BannerCarousel onRecharge={setRecharge} />
          <Suspense
            fallback={
              // The page's code is still loading: announced to screen readers, nothing shown.
              <p className="visually-hidden" role="status">
                {appTexts.loadingPage}
              </p>
            }
          >
            <Outlet />
          </Suspense>
        </main>
        <SiteFooter id={FOOTER_ID} onOpenCookiePolicy={() => setCookiePolicyOpen(true)} />
        <SocialBar />
        <CookieNotice />
        {recharge && (
          <Suspense fallback={null}>
            <RechargeOfferDialog request={recharge} onClose={() => setRecharge(null)} />
          </Suspense>
        )}
        <CookiePolicyLauncher open={cookiePolicyOpen} onClose={() => setCookiePolicyOpen(false)} />
      </div>
    </PdfViewerProvider>
  );
}
