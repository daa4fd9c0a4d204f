import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RECHARGE_ID_PARAM, SALE_OFFER_PARAM } from '@/shared/domain/offers/sale-offer';
import { lazyWithRetry } from '@/shared/ui/lazy-retry';

// The query reading, the offer lists and the dialogs load only when a link asks for a purchase.
const PurchaseDialogs = lazyWithRetry(async () => (await import('./purchase-dialogs')).default);

/**
 * The global purchase dialogs of the root layout: `?oferta=` (or `?recarga=&tipo=`) on any page
 * opens the dialog of that offer.
 */
export function PurchaseDialogHost() {
  const [params] = useSearchParams();
  if (!params.has(SALE_OFFER_PARAM) && !params.has(RECHARGE_ID_PARAM)) return null;
  return (
    <Suspense fallback={null}>
      <PurchaseDialogs />
    </Suspense>
  );
}
