import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { trackAddToCart, trackBeginCheckout, trackCompleteRegistration } from '@/shared/domain/analytics/commerce';
import type { Offer } from '@/shared/domain/offers/offer';
import type { PostalCodePlaces } from '@/shared/domain/postal-code/postal-code-places';
import { aliasPaths } from '@/shared/domain/routing/paths';
import { useOpenTopUp } from '@/shared/domain/top-up/top-up-context';
import type { PurchaseMoment } from '@/shared/domain/top-up/top-up-request';
import { formatMxnTotal } from '@/shared/format/currency';
import { useAlert } from '@/shared/ui/alert/alert-context';
import { Dialog } from '@/shared/ui/dialog/dialog';
import { OfferIncludes } from '@/shared/ui/offer-includes/offer-includes';
import { ShippingFormFields } from './components/shipping-form';
import { afterSimPaid, ensureSimGuest, recordJourneyStep } from './journey-tracker';
import type { ShippingForm } from './schemas';
import { simProduct, toPurchaseShipping } from './shipping';
import { SIM_JOURNEY_STEPS } from './sim-journey';
import styles from './sim-purchase-dialog.module.css';
import { simPurchaseTexts as texts } from './texts';

export interface SimPurchaseDialogProps {
  offer: Offer;
  onClose: () => void;
}

const momentSteps: Readonly<Record<PurchaseMoment, number>> = {
  paymentDetail: SIM_JOURNEY_STEPS.paymentDetail,
  gatewayLoaded: SIM_JOURNEY_STEPS.gatewayLoaded,
  acceptAndPay: SIM_JOURNEY_STEPS.acceptAndPay,
};

/**
 * The replacement-SIM dialog (spec 2.11, payments 2 "Replacement SIM shipping modal"): the
 * offer, home delivery and the shipping form; "Proceder al pago" hands the purchase to the
 * payment modal (channel captacion) and closes.
 */
export function SimPurchaseDialog({ offer, onClose }: SimPurchaseDialogProps) {
  const openTopUp = useOpenTopUp();
  const { showAlert } = useAlert();
  const opened = useRef(false);
  const proceeded = useRef(false);

  useEffect(() => {
    // Once per opening, also under StrictMode's second effect run.
    if (opened.current) return;
    opened.current = true;
    trackAddToCart([simProduct(offer)]);
    trackBeginCheckout([simProduct(offer)]);
    void recordJourneyStep(SIM_JOURNEY_STEPS.opened, true);
    void recordJourneyStep(SIM_JOURNEY_STEPS.homeDelivery, true);
  }, [offer]);

  function close() {
    if (!proceeded.current) void recordJourneyStep(SIM_JOURNEY_STEPS.closedWithoutPaying, true);
    onClose();
  }

  async function proceed(form: ShippingForm, places: PostalCodePlaces) {
    let uuid: string;
    try {
      uuid = await ensureSimGuest();
    } catch {
      showAlert({ type: 'danger', message: texts.alerts.guestFailed, onAccept: () => window.location.reload() });
      return;
    }
    proceeded.current = true;
    trackCompleteRegistration();
    openTopUp({
      kind: 'purchase',
      offer,
      channel: 'captacion',
      uuid,
      phone: form.contactNumber,
      email: form.email.trim(),
      shipping: toPurchaseShipping(form, places),
      onMoment: (moment) => void recordJourneyStep(momentSteps[moment], true),
      onPaid: () => void afterSimPaid(),
      successMessage: texts.alerts.paid,
    });
    void recordJourneyStep(SIM_JOURNEY_STEPS.handedToPayment, true);
    onClose();
  }

  return (
    <Dialog open onClose={close} title={texts.title} className={styles.dialog}>
      <div className={styles.summary}>
        <h3 className={styles.offerName}>{offer.rechargeName}</h3>
        <p className={styles.total}>
          <span>{texts.total}</span> <strong>{formatMxnTotal(offer.price)}</strong>
        </p>
        <OfferIncludes benefits={offer.includeMessage} label={texts.includes} styles={styles} grouped />
        <Link to={aliasPaths.fairUse} className={styles.fairUse}>
          {texts.fairUse}
        </Link>
        <p className={styles.note}>{texts.noBenefitsNote}</p>
      </div>
      <fieldset className={styles.delivery}>
        <legend>{texts.delivery.legend}</legend>
        {/* The only way to receive it: always selected (spec 2.11). */}
        <label className={styles.deliveryOption}>
          <input type="radio" name="entrega" value="domicilio" checked readOnly />
          {texts.delivery.home}
        </label>
      </fieldset>
      <ShippingFormFields onProceed={(form, places) => void proceed(form, places)} />
    </Dialog>
  );
}
