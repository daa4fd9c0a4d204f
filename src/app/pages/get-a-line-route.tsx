import { GetALinePage } from '@/features/acquisition/get-a-line-page';
import { SimSaleOffers } from '@/features/offers/offer-pages';

/** The contact request (acquisition) and the SIM purchase (the offers' SIM list) on one route (spec 2.1). */
export function GetALineRoute() {
  return <GetALinePage simPurchase={<SimSaleOffers />} />;
}
