import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { trackAddToCart, trackBeginCheckout, trackShippingInfo, type ProductInput } from '@/shared/domain/analytics/commerce';
import type { Offer } from '@/shared/domain/offers/offer';
import { offerAnalyticsProduct } from '@/shared/domain/offers/offer-product';
import { aliasPaths } from '@/shared/domain/routing/paths';
import { useOpenTopUp } from '@/shared/domain/top-up/top-up-context';
import { useMachine, useStateEntry } from '@/shared/flow/machine';
import { formatMxnTotal } from '@/shared/format/currency';
import { useAlert } from '@/shared/ui/alert/alert-context';
import { Dialog } from '@/shared/ui/dialog/dialog';
import { OfferIncludes } from '@/shared/ui/offer-includes/offer-includes';
import { toEsimCheckBody } from './api/esim-journey';
import { EsimPurchaseForm } from './components/esim-purchase-form';
import styles from './esim-purchase-dialog.module.css';
import { attemptEsimPurchase, ensureEsimGuest, esimPaymentReports } from './esim-visitor';
import { esimPurchaseMachine } from './flow';
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
 * The eSIM purchase dialog (spec 2.11, 4, 8): the offer, the visitor's data with the IMEI check,
 * then the check of "Proceder al pago" and the hand-over to the payment modal. The flow is
 * esimPurchaseMachine; each state's alert or hand-over runs as the dialog enters it.
 */
export function EsimPurchaseDialog({ offer, onClose }: EsimPurchaseDialogProps) {
  const openTopUp = useOpenTopUp();
  const { showAlert } = useAlert();
  const [state, send] = useMachine(esimPurchaseMachine, { state: 'filling' });
  const { mutate: askGuest } = useMutation({ mutationFn: () => ensureEsimGuest(), onError: () => send({ type: 'noGuest' }) });
  const { mutate: attempt } = useMutation({
    mutationFn: (form: EsimForm) => attemptEsimPurchase(form, offer.offerId),
    onSuccess: (outcome) => send({ type: 'checked', attempt: outcome }),
  });
  const opened = useRef(false);

  useEffect(() => {
    // Once per opening, also when a development StrictMode runs the effect twice.
    if (opened.current) return;
    opened.current = true;
    const product = productOf(offer);
    trackAddToCart([product]);
    trackBeginCheckout([product]);
    askGuest();
  }, [offer, askGuest]);

  useStateEntry(state, (current) => {
    switch (current.state) {
      case 'checking':
        trackShippingInfo({ products: [productOf(offer)] });
        attempt(current.form);
        return;
      case 'rejected':
        showAlert({
          type: 'warning',
          message: current.serverMessage ?? texts.alerts.checkFailed,
          onAccept: () => send({ type: 'retry' }),
          // The X closes the warning and keeps the form; Accept (then "Reintentar") tries again.
          onXButton: () => send({ type: 'dismiss' }),
        });
        return;
      case 'guestFailed':
        showAlert({ type: 'danger', message: texts.alerts.guestFailed, onAccept: reloadPage });
        return;
      case 'handedOver': {
        const { form, uuid } = current;
        openTopUp({
          kind: 'purchase',
          offer,
          channel: 'esim',
          uuid,
          phone: toEsimCheckBody(form, offer.offerId).numero,
          email: form.email.trim(),
          // The ICCID and number assigned join the success text once the lookup answers.
          ...esimPaymentReports(uuid, (message) => showAlert({ type: 'success', message })),
          successMessage: texts.alerts.paid,
        });
        onClose();
        return;
      }
      case 'filling':
        return;
    }
  });

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
      <EsimPurchaseForm checking={state.state === 'checking'} onPay={(form) => send({ type: 'pay', form })} />
    </Dialog>
  );
}
