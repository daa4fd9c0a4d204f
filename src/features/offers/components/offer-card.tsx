import { Link } from 'react-router-dom';
import { formatMxn } from '@/shared/format/currency';
import { aliasPaths } from '@/shared/routing/paths';
import type { Offer } from '../offer';
import { offersTexts } from '../texts';
import styles from './offer-card.module.css';

const texts = offersTexts.card;

/** The anchor of an offer's card, so the destination search can point at it. */
export function offerAnchorId(offerId: string): string {
  return `oferta-${offerId}`;
}

export function OfferCard({ offer }: { offer: Offer }) {
  const headingId = `${offerAnchorId(offer.offerId)}-nombre`;
  return (
    <article id={offerAnchorId(offer.offerId)} className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.name}>
        {offer.rechargeName}
      </h3>
      <p className={styles.price}>
        {formatMxn(offer.price)}
        {texts.priceNote}
      </p>
      <p className={styles.validity}>
        {texts.validity} {offer.validity}
      </p>
      {offer.includeMessage.length > 0 && (
        <div>
          <p className={styles.includesLabel}>{texts.includes}</p>
          <ul className={styles.includes}>
            {offer.includeMessage.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </div>
      )}
      {offer.enjoyMessage && <p className={styles.enjoy}>{offer.enjoyMessage}</p>}
      {!offer.associated && (
        <Link to={aliasPaths.fairUse} className={styles.fairUse}>
          {texts.fairUse}
        </Link>
      )}
    </article>
  );
}
