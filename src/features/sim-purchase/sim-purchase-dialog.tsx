import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { trackAddToCart, trackBeginCheckout, trackCompleteRegistration } from '@/shared/domain/analytics/commerce';
import type { Offer } from '@/shared/domain/offers/offer';
import { aliasPaths } from '@/shared/domain/routing/paths';
import { useOpenTopUp } from '@/shared/domain/top-up/top-up-context';
import { useMachine, useStateEntry } from '@/shared/flow/machine';
import { formatMxnTotal } from '@/shared/format/currency';
import { useAlert } from '@/shared/ui/alert/alert-context';
import { Dialog } from '@/shared/ui/dialog/dialog';
import { OfferIncludes } from '@/shared/ui/offer-includes/offer-includes';
import { ShippingFormFields } from './components/shipping-form';
import { simPurchaseMachine } from './flow';
import { obtainSimGuest, recordJourneyStep, simPaymentReports } from './journey-tracker';
import { simProduct, toPurchaseShipping } from './shipping';
import { SIM_JOURNEY_STEPS, type JourneyStep } from './sim-journey';
import styles from './sim-purchase-dialog.module.css';
import { simPurchaseTexts as texts } from './texts';

export interface SimPurchaseDialogProps {
  offer: Offer;
  onClose: () => void;
}

/**
 * The replacement-SIM dialog (spec 2.11, payments 2 "Replacement SIM shipping modal"): the
 * offer, home delivery and the shipping form; "Proceder al pago" hands the purchase to the
 * payment modal (channel captacion) and closes. The flow is simPurchaseMachine; each state's
 * alert, hand-over or closing runs as the dialog enters it.
 */
export function SimPurchaseDialog({ offer, onClose }: SimPurchaseDialogProps) {
  const openTopUp = useOpenTopUp();
  const { showAlert } = useAlert();
  const [state, send] = useMachine(simPurchaseMachine, { state: 'filling' });
  const { mutate: recordStep } = useMutation({ mutationFn: ({ event, value }: JourneyStep) => recordJourneyStep(event, value) });
  const { mutate: askGuest } = useMutation({ mutationFn: obtainSimGuest, onSuccess: (outcome) => send({ type: 'guestAnswered', outcome }) });
  const opened = useRef(false);

  useEffect(() => {
    // Once per opening, also under StrictMode's second effect run.
    if (opened.current) return;
    opened.current = true;
    trackAddToCart([simProduct(offer)]);
    trackBeginCheckout([simProduct(offer)]);
    recordStep({ event: SIM_JOURNEY_STEPS.opened, value: true });
    recordStep({ event: SIM_JOURNEY_STEPS.homeDelivery, value: true });
  }, [offer, recordStep]);

  useStateEntry(state, (current) => {
    switch (current.state) {
      case 'gettingGuest':
        askGuest();
        return;
      case 'guestFailed':
        showAlert({ type: 'danger', message: texts.alerts.guestFailed, onAccept: () => window.location.reload() });
        return;
      case 'handedOver': {
        const { form, places, uuid } = current;
        trackCompleteRegistration();
        openTopUp({
          kind: 'purchase',
          offer,
          channel: 'captacion',
          uuid,
          phone: form.contactNumber,
          email: form.email.trim(),
          shipping: toPurchaseShipping(form, places),
          ...simPaymentReports(),
          successMessage: texts.alerts.paid,
        });
        recordStep({ event: SIM_JOURNEY_STEPS.handedToPayment, value: true });
        onClose();
        return;
      }
      case 'closed':
        recordStep({ event: SIM_JOURNEY_STEPS.closedWithoutPaying, value: true });
        onClose();
        return;
      case 'filling':
        return;
    }
  });

  return (
    <Dialog open onClose={() => send({ type: 'close' })} title={texts.title} className={styles.dialog}>
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
      <ShippingFormFields onProceed={(form, places) => send({ type: 'proceed', form, places })} />
    </Dialog>
  );
}
