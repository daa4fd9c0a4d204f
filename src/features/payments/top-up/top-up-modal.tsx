import { useMutation } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { brand } from '@/shared/config/brand';
import { trackAddToCart, trackBeginCheckout, trackJourneyStep, trackPurchase } from '@/shared/domain/analytics/commerce';
import { useFeatureFlag } from '@/shared/domain/feature-flags';
import type { Offer } from '@/shared/domain/offers/offer';
import { aliasPaths } from '@/shared/domain/routing/paths';
import { useSessionUser } from '@/shared/domain/session';
import type { PurchaseRequest, TopUpRequest } from '@/shared/domain/top-up/top-up-request';
import { useTopUpOffer } from '@/shared/domain/top-up/use-top-up-offer';
import { useMachine } from '@/shared/flow/machine';
import { formatMxn } from '@/shared/format/currency';
import { useAlert } from '@/shared/ui/alert/alert-context';
import { Button } from '@/shared/ui/button/button';
import { Checkbox } from '@/shared/ui/checkbox/checkbox';
import { Dialog } from '@/shared/ui/dialog/dialog';
import { takeLostFocus } from '@/shared/ui/dialog/take-lost-focus';
import { initialFocusProps } from '@/shared/ui/dialog/use-modal-dialog';
import { lazyWithRetry } from '@/shared/ui/lazy-retry';
import { OfferIncludes } from '@/shared/ui/offer-includes/offer-includes';
import { stepPageStyles } from '@/shared/ui/page/step-page-styles';
import { isChargeBlocked } from '../plugin/api/unsettled-charges';
import type { PaymentPluginProps } from '../plugin/payment-plugin';
import { pluginTexts } from '../plugin/texts';
import type { PaymentPurchase } from '../plugin/types';
import { optInWhatsapp } from './api/opt-in-whatsapp';
import { rememberWhatsappConsent, sendWhatsappNoticeAfterPayment } from './api/whatsapp-notice';
import { LineDataForm } from './components/line-data-form';
import { initialTopUpState, topUpMachine } from './flow';
import { isJourneyPage, needsServiceNumber, paymentChannelOf, toAnalyticsProduct, toPaymentPurchase, type LineDataValues } from './line-data';
import pciLogoUrl from './pci-dss-logo.svg';
import { toRequestedPurchase } from './purchase-request';
import { topUpTexts as texts } from './texts';
import styles from './top-up-modal.module.css';

// The plugin (crypto, provider forms) loads after Next, not with the modal; a lost chunk offers a retry.
const PaymentPlugin = lazyWithRetry(async () => (await import('../plugin/payment-plugin')).PaymentPlugin);

/** A refused or failed payment: the boxed message the site's other failures show (a declined card, a wrong code). */
const failureBox = `${stepPageStyles.notice} ${stepPageStyles.failure}`;

/** The journey step tagged when the payment detail shows on the journey pages (spec payments 2, 4). */
const PAYMENT_DETAIL_STEP = 'detallepago';

function OfferPresentation({ offer, onLeave }: { offer: Offer; onLeave: () => void }) {
  return (
    <div className={styles.offer}>
      <p className={styles.price}>
        {formatMxn(offer.price)}
        {texts.priceNote}
      </p>
      <p>
        {texts.durationLabel} {texts.duration(offer.duration)}
      </p>
      <OfferIncludes benefits={offer.includeMessage} label={texts.includes} styles={styles} />
      {!offer.associated && (
        <Link to={aliasPaths.fairUse} onClick={onLeave}>
          {texts.fairUse}
        </Link>
      )}
    </div>
  );
}

function PurchaseSummary({ purchase, acquisition }: { purchase: PaymentPurchase; acquisition: PurchaseRequest['channel'] | undefined }) {
  return (
    <>
      {/* After "Siguiente" the heading takes the focus the button lost; when an eSIM or SIM
          purchase opens the modal at this step, it is the dialog's first focus. */}
      <h3 ref={takeLostFocus} tabIndex={-1} className={styles.stepHeading} {...initialFocusProps}>
        {acquisition ? texts.summary.purchaseHeading[acquisition] : texts.summary.heading}
      </h3>
      <dl className={styles.summary}>
        {purchase.serviceNumber !== undefined && (
          <>
            <dt>{texts.summary.serviceNumber}</dt>
            <dd>{purchase.serviceNumber}</dd>
          </>
        )}
        <dt>{texts.summary.phone}</dt>
        <dd>{purchase.phone}</dd>
        <dt>{texts.summary.email}</dt>
        <dd>{purchase.email}</dd>
      </dl>
    </>
  );
}

/**
 * Legacy variant only: the optional consent, sent as soon as it is ticked; shown once
 * the plugin's form and its legal checkbox are rendered (spec payments 2).
 */
function WhatsappConsent({ phone }: { phone: string }) {
  const optIn = useMutation({ mutationFn: optInWhatsapp });
  const [checked, setChecked] = useState(false);
  const outcome = optIn.data;
  return (
    <>
      <Checkbox
        label={texts.whatsapp.consent}
        checked={checked}
        disabled={optIn.isPending}
        onChange={(event) => {
          setChecked(event.target.checked);
          if (event.target.checked) optIn.mutate(phone);
          else rememberWhatsappConsent(phone, false);
        }}
      />
      <p className={styles.status} role="status">
        {outcome && checked ? (outcome.kind === 'subscribed' ? texts.whatsapp.subscribed : (outcome.message ?? texts.whatsapp.notSubscribed)) : ''}
      </p>
    </>
  );
}

export interface TopUpModalProps {
  request: TopUpRequest;
  onClose: () => void;
  /** The payment step; the lazy plugin unless a test passes a stand-in. */
  paymentPlugin?: ComponentType<PaymentPluginProps>;
}

/**
 * The top-up modal (spec payments 2 and 4): the offer, then the line data, then the summary and
 * the payment plugin. Flag new-plugin (evaluated with the user's number, or '1') picks the
 * gateway variant; off, the legacy one with the WhatsApp consent. Success shows the success
 * alert and closes; a failure brings the form back with the message. The steps are `topUpMachine`'s.
 */
export function TopUpModal({ request, onClose, paymentPlugin: Plugin = PaymentPlugin }: TopUpModalProps) {
  const { offer, isPending, refetch } = useTopUpOffer(request);
  const gateway = useFeatureFlag('new-plugin');
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  const { showAlert } = useAlert();
  // An acquisition purchase (eSIM, SIM) comes with its data: no line-data step.
  const requested = request.kind === 'purchase' ? request : undefined;
  const [uuid] = useState(() => requested?.uuid ?? crypto.randomUUID());
  const handedOver = () => requested && toRequestedPurchase(requested, { logged: user !== undefined, search });
  // A purchase whose last charge got no answer a short while ago is not offered again (decision 180).
  const [state, send] = useMachine(topUpMachine, () => {
    const purchase = handedOver();
    return initialTopUpState(purchase && { purchase, chargeBlocked: isChargeBlocked(purchase) });
  });
  // The summary and the plugin stay on screen while a paid or unanswered charge closes the modal.
  const payment = state.state === 'payment' || state.state === 'paid' || state.state === 'inProcess' ? state : undefined;

  const product = offer ? toAnalyticsProduct(offer) : undefined;
  const addedToCart = useRef<string | undefined>(undefined);
  useEffect(() => {
    // Once per opening, when the offer is known (a banner's list may still be loading).
    // The acquisition dialog that hands a purchase over tracked it already.
    if (!offer || requested || addedToCart.current === offer.offerId) return;
    addedToCart.current = offer.offerId;
    trackAddToCart([toAnalyticsProduct(offer)]);
  }, [offer, requested]);

  const failure = state.state === 'lineData' || state.state === 'failed' ? state.failure : undefined;
  useEffect(() => {
    // Each refusal the machine says is alerted (the legacy variant's every one, the gateway's every third).
    if (failure?.alerted) showAlert({ type: 'danger', message: failure.message });
  }, [failure, showAlert]);

  const defaultValues: LineDataValues = (state.state === 'lineData' ? state.values : undefined) ?? {
    serviceNumber: offer && needsServiceNumber(offer.type) ? (user?.serviceNumber ?? '') : '',
    phone: (request.kind === 'offer' ? request.phone : undefined) ?? user?.number ?? '',
    email: user?.email ?? '',
  };

  function next(values: LineDataValues) {
    if (!offer || !product) return;
    const channel = paymentChannelOf(pathname, offer.type);
    const candidate = toPaymentPurchase({ offer, values, channel, uuid, logged: user !== undefined, search });
    const chargeBlocked = isChargeBlocked(candidate);
    send({ type: 'lineDataSubmitted', values, purchase: candidate, chargeBlocked });
    if (chargeBlocked) return;
    trackBeginCheckout([product]);
    if (isJourneyPage(pathname)) trackJourneyStep(PAYMENT_DETAIL_STEP);
  }

  const onMoment = requested?.onMoment;
  const shownPurchase = payment?.purchase;
  useEffect(() => {
    // The payment detail of a handed-over purchase shows at once, and again after a retry.
    if (!shownPurchase || !onMoment) return;
    onMoment('paymentDetail');
    if (isJourneyPage(pathname)) trackJourneyStep(PAYMENT_DETAIL_STEP);
  }, [shownPurchase, onMoment, pathname]);

  function retryPurchase() {
    const again = handedOver();
    if (again) send({ type: 'retried', purchase: again, chargeBlocked: isChargeBlocked(again) });
  }

  function succeed(message: string) {
    send({ type: 'chargePaid' });
    if (product) trackPurchase(uuid, [product]);
    requested?.onPaid?.();
    // A top-up is applied by the operator after the charge: it is in process.
    showAlert({ type: 'success', message: requested ? (requested.successMessage ?? (message || texts.success)) : texts.rechargeSucceeded });
    // After the success, never in its way: the notice of a ticked WhatsApp consent.
    if (shownPurchase) void sendWhatsappNoticeAfterPayment(shownPurchase.phone);
    onClose();
  }

  /** No answer to the charge: not a refusal, so no retry and no error count; the modal closes (decision 180). */
  function inProcess() {
    send({ type: 'chargeUnanswered' });
    showAlert({ type: 'warning', message: pluginTexts.inProcess });
    onClose();
  }

  return (
    <Dialog open onClose={onClose} title={offer?.rechargeName ?? texts.dialogTitle}>
      {isPending ? (
        <p role="status">{texts.loading}</p>
      ) : !offer ? (
        <div className={styles.error}>
          <p role="alert">{texts.notFound}</p>
          <Button variant="secondary" onClick={refetch}>
            {texts.retry}
          </Button>
        </div>
      ) : (
        <>
          <OfferPresentation offer={offer} onLeave={onClose} />
          {payment ? (
            <div className={styles.payment} data-variant={gateway ? 'gateway' : 'legacy'}>
              <PurchaseSummary purchase={payment.purchase} acquisition={requested?.channel} />
              <Suspense fallback={<p role="status">{texts.loading}</p>}>
                <Plugin
                  purchase={payment.purchase}
                  variant={gateway ? 'gateway' : 'legacy'}
                  detailMode
                  onSuccess={succeed}
                  onFailure={(message) => send({ type: 'paymentFailed', message, gateway })}
                  onInProcess={inProcess}
                  onFormShown={() => send({ type: 'formShown' })}
                  {...(onMoment ? { onMoment } : {})}
                />
              </Suspense>
              {!gateway && payment.formShown && <WhatsappConsent phone={payment.purchase.phone} />}
            </div>
          ) : state.state === 'failed' || state.state === 'blocked' ? (
            <div className={styles.error}>
              <p role="alert" className={failureBox}>
                {state.state === 'failed' ? state.failure.message : pluginTexts.inProcess}
              </p>
              {state.state === 'failed' && (
                <Button variant="secondary" onClick={retryPurchase}>
                  {texts.retry}
                </Button>
              )}
            </div>
          ) : (
            <>
              {failure && (
                <p className={failureBox} role="alert">
                  {failure.message}
                </p>
              )}
              <LineDataForm offerType={offer.type} defaultValues={defaultValues} onNext={next} />
            </>
          )}
        </>
      )}
      <p className={styles.privacy}>
        {texts.privacyNotice}{' '}
        <a href={brand.privacyNoticeUrl} target="_blank" rel="noopener noreferrer">
          {texts.privacyNoticeLink}
        </a>
      </p>
      <p className={styles.security}>
        <img src={pciLogoUrl} alt="" width={88} height={36} />
        <span>{texts.securityLogo}</span>
      </p>
    </Dialog>
  );
}
