import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { offerListQueryOptions, type OfferListKind } from '@/shared/domain/offers/api/list-offers';
import type { Offer, OfferType } from '@/shared/domain/offers/offer';
import { offerListKindOf } from '@/shared/domain/offers/recharge-offer';
import { isEsimOffer, RECHARGE_ID_PARAM, RECHARGE_TYPE_PARAM, SALE_OFFER_PARAM } from '@/shared/domain/offers/sale-offer';
import { lazyWithRetry } from '@/shared/ui/lazy-retry';

// Each purchase dialog is its own chunk, loaded only when a link asks for it.
const SimPurchaseDialog = lazyWithRetry(async () => (await import('@/features/sim-purchase/sim-purchase-dialog')).SimPurchaseDialog);
const EsimPurchaseDialog = lazyWithRetry(async () => (await import('@/features/esim-purchase/esim-purchase-dialog')).EsimPurchaseDialog);

/** Which offer the query asks for: `oferta` (a SIM or eSIM sale offer) or `recarga` plus `tipo`. */
export interface PurchaseQuery {
  kind: OfferListKind;
  offerId: string;
}

export function purchaseQueryOf(params: URLSearchParams): PurchaseQuery | undefined {
  const saleOffer = params.get(SALE_OFFER_PARAM);
  if (saleOffer) return { kind: 'sim', offerId: saleOffer };
  const recharge = params.get(RECHARGE_ID_PARAM);
  const type = Number(params.get(RECHARGE_TYPE_PARAM));
  const kind = recharge && Number.isInteger(type) ? offerListKindOf(type as OfferType) : undefined;
  return recharge && kind ? { kind, offerId: recharge } : undefined;
}

/** The query without the parameters of the purchase dialogs (closing clears them, spec 2.11). */
export function withoutPurchaseParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [SALE_OFFER_PARAM, RECHARGE_ID_PARAM, RECHARGE_TYPE_PARAM]) next.delete(name);
  return next;
}

function PurchaseDialog({ offer, onClose }: { offer: Offer; onClose: () => void }) {
  if (isEsimOffer(offer)) return <EsimPurchaseDialog offer={offer} onClose={onClose} />;
  return <SimPurchaseDialog offer={offer} onClose={onClose} />;
}

/**
 * The purchase dialog the query asks for, once the offer's list is read. An offer
 * the list does not hold opens nothing. Lazy: loaded by PurchaseDialogHost only when the query
 * holds one of the parameters, so the offer lists stay out of the start-up code.
 */
export default function PurchaseDialogs() {
  const [params, setParams] = useSearchParams();
  const query = purchaseQueryOf(params);
  const list = useQuery({ ...offerListQueryOptions(query?.kind ?? 'sim'), enabled: query !== undefined });
  const offer = query ? list.data?.find((candidate) => candidate.offerId === query.offerId) : undefined;
  if (!offer) return null;
  const close = () => setParams((current) => withoutPurchaseParams(current), { replace: true });
  return (
    <Suspense fallback={null}>
      <PurchaseDialog key={offer.offerId} offer={offer} onClose={close} />
    </Suspense>
  );
}
