import type { Offer } from '@/shared/domain/offers/offer';
import { OfferCard, type OfferPurchase } from './offer-card';
import styles from './offer-grid.module.css';

export function OfferGrid({ offers, purchase }: { offers: Offer[]; purchase?: OfferPurchase | undefined }) {
  return (
    <ul className={styles.grid}>
      {offers.map((offer) => (
        <li key={offer.offerId}>
          <OfferCard offer={offer} purchase={purchase} />
        </li>
      ))}
    </ul>
  );
}
