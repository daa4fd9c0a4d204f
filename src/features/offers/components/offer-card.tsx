import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Offer } from '@/shared/domain/offers/offer';
import { OFFER_IMAGE_DESKTOP_MEDIA, OFFER_IMAGE_SIZE, offerImagesOf } from '@/shared/domain/offers/offer-image';
import { SALE_OFFER_PARAM, SIM_SALE_OFFER_TYPE } from '@/shared/domain/offers/sale-offer';
import { aliasPaths } from '@/shared/domain/routing/paths';
import { useOpenTopUp } from '@/shared/domain/top-up/top-up-context';
import { formatMxn } from '@/shared/format/currency';
import { Button } from '@/shared/ui/button/button';
import { OfferIncludes } from '@/shared/ui/offer-includes/offer-includes';
import { offersTexts } from '../texts';
import styles from './offer-card.module.css';

const texts = offersTexts.card;

/** The anchor of an offer's card, so the destination search can point at it. */
export function offerAnchorId(offerId: string): string {
  return `oferta-${offerId}`;
}

/** How an offer is bought from its card: the associates page passes its checked number (or none yet). */
export interface OfferPurchase {
  /** The buy button waits for something (the associates page's line check). */
  disabled: boolean;
  /** Prefilled in the top-up modal. */
  phone?: string | undefined;
}

/**
 * The card's image: lazy, sized so nothing moves when it arrives; decorative, since
 * the heading names the offer. An image the host lacks leaves its box empty, in the card's
 * surface colour: removing it would move everything below (decision 195).
 */
function OfferImage({ offer }: { offer: Offer }) {
  const [failed, setFailed] = useState(false);
  const images = offerImagesOf(offer);
  if (!images) return null;
  return (
    <picture className={styles.picture}>
      <source media={OFFER_IMAGE_DESKTOP_MEDIA} srcSet={images.desktop} width={OFFER_IMAGE_SIZE.desktop.width} height={OFFER_IMAGE_SIZE.desktop.height} />
      <img
        className={failed ? `${styles.image} ${styles.missing}` : styles.image}
        src={images.mobile}
        alt=""
        width={OFFER_IMAGE_SIZE.mobile.width}
        height={OFFER_IMAGE_SIZE.mobile.height}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
      />
    </picture>
  );
}

export function OfferCard({ offer, purchase }: { offer: Offer; purchase?: OfferPurchase | undefined }) {
  const openTopUp = useOpenTopUp();
  const [, setSearchParams] = useSearchParams();
  const headingId = `${offerAnchorId(offer.offerId)}-nombre`;
  const phone = purchase?.phone;
  return (
    <article id={offerAnchorId(offer.offerId)} className={styles.card} aria-labelledby={headingId}>
      <OfferImage offer={offer} />
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
      <OfferIncludes benefits={offer.includeMessage} label={texts.includes} styles={styles} grouped />
      {offer.enjoyMessage && <p className={styles.enjoy}>{offer.enjoyMessage}</p>}
      {!offer.associated && (
        <Link to={aliasPaths.fairUse} className={styles.fairUse}>
          {texts.fairUse}
        </Link>
      )}
      <Button
        variant="accent"
        className={styles.buy}
        disabled={purchase?.disabled}
        aria-describedby={headingId}
        onClick={() =>
          // A SIM or eSIM sale offer opens its purchase dialog through ?oferta= (a shareable link).
          offer.type === SIM_SALE_OFFER_TYPE
            ? setSearchParams((current) => {
                const next = new URLSearchParams(current);
                next.set(SALE_OFFER_PARAM, offer.offerId);
                return next;
              })
            : openTopUp({ kind: 'offer', offer, ...(phone ? { phone } : {}) })
        }
      >
        {texts.buy}
      </Button>
    </article>
  );
}
