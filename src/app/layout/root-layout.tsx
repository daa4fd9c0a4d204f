import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { BannerCarousel } from '@/features/banners/components/banner-carousel';
import { CookieNotice } from '@/features/cookies/cookie-notice';
import { CookiePolicyLauncher } from '@/features/cookies/cookie-policy-launcher';
import { SiteFooter } from '@/features/footer/components/site-footer';
import { SocialBar } from '@/features/footer/components/social-bar';
import { FOOTER_ID, MAIN_CONTENT_ID, SiteHeader } from '@/features/menu';
import { HelpWidget } from '@/features/widget/help-widget';
import { usePageHead } from '@/shared/domain/seo/use-page-head';
import { TopUpProvider } from '@/shared/domain/top-up/top-up-context';
import type { TopUpRequest } from '@/shared/domain/top-up/top-up-request';
import { ChunkLoadFailed, lazyWithRetry } from '@/shared/ui/lazy-retry';
import { PdfViewerProvider } from '@/shared/ui/pdf-viewer';
import { appTexts } from '../texts';
import { PurchaseDialogHost } from './purchase-dialog-host';
import styles from './root-layout.module.css';
import { usePageViewTracking } from './use-page-view-tracking';

// The top-up modal of offer cards, recharge banners and the associates page:
// its own chunk, loaded on the first click.
// A lost chunk shows a message with "Reintentar" where the modal would be.
const TopUpModal = lazyWithRetry(
  async () => (await import('@/features/payments/top-up/top-up-modal')).TopUpModal,
  (retry, { onClose }) => <ChunkLoadFailed variant="floating" retry={retry} onClose={onClose} />,
);

function topUpKey(request: TopUpRequest): string {
  if (request.kind === 'purchase') return `purchase:${request.channel}:${request.uuid}`;
  return request.kind === 'offer' ? `offer:${request.offer.offerId}` : `recharge:${request.recharge.offerId}:${request.recharge.price}`;
}

export function RootLayout() {
  // The footer's "Política de cookies" opens the cookies feature's dialog.
  const [cookiePolicyOpen, setCookiePolicyOpen] = useState(false);
  const [topUp, setTopUp] = useState<TopUpRequest | null>(null);
  usePageViewTracking();
  usePageHead();
  return (
    // The PDF viewer serves the banners' openFile action and the footer's documents.
    <PdfViewerProvider>
      <TopUpProvider openTopUp={setTopUp}>
        <div className={styles.shell}>
          <SiteHeader helpWidget={<HelpWidget />} />
          {/* tabIndex lets the skip link move the focus, not only the scroll position. */}
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
            <BannerCarousel onRecharge={(recharge) => setTopUp({ kind: 'recharge', recharge })} />
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
          {topUp && (
            <Suspense fallback={null}>
              {/* A new request (another card) opens a fresh modal: new sale uuid, new form. */}
              <TopUpModal key={topUpKey(topUp)} request={topUp} onClose={() => setTopUp(null)} />
            </Suspense>
          )}
          {/* ?oferta= (or ?recarga=&tipo=) opens the SIM or eSIM purchase on any page (issue 13). */}
          <PurchaseDialogHost />
          <CookiePolicyLauncher open={cookiePolicyOpen} onClose={() => setCookiePolicyOpen(false)} />
        </div>
      </TopUpProvider>
    </PdfViewerProvider>
  );
}
