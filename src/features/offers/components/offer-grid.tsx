import type { Offer } from '../offer';
import { OfferCard } from './offer-card';
import styles from './offer-grid.module.css';

export function OfferGrid({ offers }: { offers: Offer[] }) {
  return (
    <ul className={styles.grid}>
      {offers.map((offer) => (
        <li key={offer.offerId}>
          <OfferCard offer={offer} />
        </li>
      ))}
    </ul>
  );
}
