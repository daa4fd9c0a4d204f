import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { offerListQueryOptions, type OfferListKind } from '@/shared/domain/offers/api/list-offers';
import type { Offer } from '@/shared/domain/offers/offer';
import type { OfferPurchase } from './offer-card';
import { OfferGrid } from './offer-grid';
import styles from './offer-section.module.css';
import { OffersState } from './offers-state';

interface OfferSectionProps {
  kind: OfferListKind;
  heading: string;
  purchase?: OfferPurchase | undefined;
  /** Keeps only some offers of the list (the physical SIMs of listSimOffers on /cambiate-a-bait). */
  select?: ((offers: Offer[]) => Offer[]) | undefined;
}

/** A titled list of the offers of one contract operation, with its loading, empty and error states. */
export function OfferSection({ kind, heading, purchase, select }: OfferSectionProps) {
  const headingId = useId();
  const query = useQuery({ ...offerListQueryOptions(kind), ...(select ? { select } : {}) });
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <OffersState query={query} isEmpty={(offers) => offers.length === 0}>
        {(offers) => <OfferGrid offers={offers} purchase={purchase} />}
      </OffersState>
    </section>
  );
}
