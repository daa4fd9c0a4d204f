import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { trackAddToCart, trackBeginCheckout, trackShippingInfo, type ProductInput } from '@/shared/domain/analytics/commerce';
import type { Offer } from '@/shared/domain/offers/offer';
import { offerAnalyticsProduct } from '@/shared/domain/offers/offer-product';
import { aliasPaths } from '@/shared/domain/routing/paths';
import { useOpenTopUp } from '@/shared/domain/top-up/top-up-context';
import { formatMxnTotal } from '@/shared/format/currency';
import { useAlert } from '@/shared/ui/alert/alert-context';
import { Dialog } from '@/shared/ui/dialog/dialog';
import { OfferIncludes } from '@/shared/ui/offer-includes/offer-includes';
import { checkEsimPurchase, toEsimCheckBody } from './api/esim-journey';
import { lookupEsimAssignment } from './api/esim-portability';
import { EsimPurchaseForm } from './components/esim-purchase-form';
import { paidEsimMessage } from './esim-assignment';
import styles from './esim-purchase-dialog.module.css';
import { afterEsimPaid, ensureEsimGuest, guestForPurchase, recordEsimStep, recordPaymentMoment } from './esim-visitor';
import type { EsimForm } from './schemas';
import { esimTexts as texts } from './texts';

export interface EsimPurchaseDialogProps {
  offer: Offer;
  onClose: () => void;
}

/** The offer as analytics sees it: no phone, e-mail or IMEI ever goes there. */
function productOf(offer: Offer): ProductInput {
  return offerAnalyticsProduct(offer);
}

/** Accepting the guest-session error reloads the page (spec 8). */
function reloadPage() {
  window.location.reload();
}

/**
 * The eSIM purchase dialog (spec 2.11, 4, 8): the offer, the visitor's data with
 * the IMEI check, then the check of "Proceder al pago" and the hand-over to the payment modal.
 */
export function EsimPurchaseDialog({ offer, onClose }: EsimPurchaseDialogProps) {
  const openTopUp = useOpenTopUp();
  const { showAlert } = useAlert();
  const [isPaying, setIsPaying] = useState(false);
  const opened = useRef(false);

  useEffect(() => {
    // Once per opening, also when a development StrictMode runs the effect twice.
    if (opened.current) return;
    opened.current = true;
    const product = productOf(offer);
    trackAddToCart([product]);
    trackBeginCheckout([product]);
    ensureEsimGuest().catch(() => showAlert({ type: 'danger', message: texts.alerts.guestFailed, onAccept: reloadPage }));
  }, [offer, showAlert]);

  async function pay(form: EsimForm) {
    setIsPaying(true);
    trackShippingInfo({ products: [productOf(offer)] });
    let uuid: string;
    try {
      uuid = await guestForPurchase();
    } catch {
      setIsPaying(false);
      showAlert({ type: 'danger', message: texts.alerts.guestFailed, onAccept: reloadPage });
      return;
    }
    await recordEsimStep('bait', String(false));
    await recordEsimStep('boton');
    const result = await checkEsimPurchase(uuid, toEsimCheckBody(form, offer.offerId));
    setIsPaying(false);
    if (result.kind === 'failed') {
      showAlert({
        type: 'warning',
        message: result.serverMessage ?? texts.alerts.checkFailed,
        onAccept: () => void pay(form),
        // The X closes the warning and keeps the form; Accept (then "Reintentar") tries again.
        onXButton: () => undefined,
      });
      return;
    }
    openTopUp({
      kind: 'purchase',
      offer,
      channel: 'esim',
      uuid,
      phone: toEsimCheckBody(form, offer.offerId).numero,
      email: form.email.trim(),
      onMoment: (moment) => void recordPaymentMoment(uuid, moment),
      onPaid: () => {
        void afterEsimPaid(uuid);
        // The ICCID and number assigned join the success text once the lookup answers.
        void lookupEsimAssignment(uuid).then((assignment) => {
          const message = paidEsimMessage(assignment);
          if (message) showAlert({ type: 'success', message });
        });
      },
      successMessage: texts.alerts.paid,
    });
    onClose();
  }

  return (
    <Dialog open onClose={onClose} title={texts.title}>
      <div className={styles.offer}>
        {/* The spec titles the dialog E-SIM; the offer's name as on its card says which eSIM (as the SIM dialog does). */}
        <h3 className={styles.offerName}>{offer.rechargeName}</h3>
        <p className={styles.totalLabel}>{texts.total}</p>
        <p className={styles.total}>{formatMxnTotal(offer.price)}</p>
        <OfferIncludes benefits={offer.includeMessage} label={texts.includes} styles={styles} />
        <Link to={aliasPaths.fairUse} onClick={onClose}>
          {texts.fairUse}
        </Link>
        <p className={styles.note}>{texts.note}</p>
      </div>
      <EsimPurchaseForm isPaying={isPaying} onPay={(form) => void pay(form)} />
    </Dialog>
  );
}
