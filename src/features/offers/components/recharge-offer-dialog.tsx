import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { brand } from '@/shared/config/brand';
import { formatMxn } from '@/shared/format/currency';
import { aliasPaths } from '@/shared/routing/paths';
import { Button } from '@/shared/ui/button/button';
import { Dialog } from '@/shared/ui/dialog/dialog';
import { internationalOffersQueryOptions } from '../api/list-international-offers';
import { offerListQueryOptions } from '../api/list-offers';
import { findRechargeOffer, INTERNATIONAL_OFFER_TYPE, offerListKindOf, type RechargeRequest } from '../recharge-offer';
import { offersTexts } from '../texts';
import styles from './recharge-offer-dialog.module.css';

const texts = offersTexts.recharge;
const cardTexts = offersTexts.card;

/** The list the offer belongs to, fetched only if it is not in the cache yet. */
function useOffersOfType(type: RechargeRequest['type']) {
  const kind = offerListKindOf(type) ?? 'prepaid';
  const isInternational = type === INTERNATIONAL_OFFER_TYPE;
  const list = useQuery({ ...offerListQueryOptions(kind), enabled: !isInternational });
  const international = useQuery({ ...internationalOffersQueryOptions(), enabled: isInternational });
  return isInternational
    ? { offers: international.data?.offers, isPending: international.isPending, refetch: international.refetch }
    : { offers: list.data, isPending: list.isPending, refetch: list.refetch };
}

export interface RechargeOfferDialogProps {
  request: RechargeRequest;
  onClose: () => void;
}

/**
 * The offer a recharge banner points at, as the top-up modal presents it (spec payments 2 "Top-up
 * modal"): name, price with an asterisk, duration in days, included benefits and the fair-use
 * link for offers that are not for associates.
 */
export function RechargeOfferDialog({ request, onClose }: RechargeOfferDialogProps) {
  const { offers, isPending, refetch } = useOffersOfType(request.type);
  const offer = offers ? findRechargeOffer(offers, request) : undefined;

  return (
    <Dialog open onClose={onClose} title={offer?.rechargeName ?? texts.dialogTitle}>
      {isPending ? (
        <p role="status">{texts.loading}</p>
      ) : !offer ? (
        <div className={styles.error}>
          <p role="alert">{texts.notFound}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {texts.retry}
          </Button>
        </div>
      ) : (
        <div className={styles.offer}>
          <p className={styles.price}>
            {formatMxn(offer.price)}
            {cardTexts.priceNote}
          </p>
          <p>
            {texts.durationLabel} {texts.duration(offer.duration)}
          </p>
          {offer.includeMessage.length > 0 && (
            <>
              <p className={styles.includesLabel}>{cardTexts.includes}</p>
              <ul className={styles.includes}>
                {offer.includeMessage.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </>
          )}
          {!offer.associated && (
            <Link to={aliasPaths.fairUse} onClick={onClose}>
              {cardTexts.fairUse}
            </Link>
          )}
          <p className={styles.privacy}>
            {texts.privacyNotice}{' '}
            <a href={brand.privacyNoticeUrl} target="_blank" rel="noopener noreferrer">
              {texts.privacyNoticeLink}
            </a>
          </p>
        </div>
      )}
    </Dialog>
  );
}
