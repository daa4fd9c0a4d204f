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
import { isJourneyPage, needsServiceNumber, paymentChannelOf, toAnalyticsProduct, toPaymentPurchase, type LineDataValues } from './line-data';
import pciLogoUrl from './pci-dss-logo.svg';
import { toRequestedPurchase } from './purchase-request';
import { topUpTexts as texts } from './texts';
import styles from './top-up-modal.module.css';

// The plugin (crypto, provider forms) loads after Next, not with the modal; a lost chunk offers a retry.
const PaymentPlugin = lazyWithRetry(async () => (await import('../plugin/payment-plugin')).PaymentPlugin);

/** The gateway variant shows the alert at the third payment error, then counts again (spec payments 4, 9). */
export const GATEWAY_ERRORS_BEFORE_ALERT = 3;

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
 * alert and closes; a failure brings the form back with the message.
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
  const [values, setValues] = useState<LineDataValues | undefined>();
  // A purchase whose last charge got no answer a short while ago is not offered again (decision 180).
  const [initialPurchase] = useState(() => (requested ? toRequestedPurchase(requested, { logged: user !== undefined, search }) : undefined));
  const initiallyBlocked = initialPurchase !== undefined && isChargeBlocked(initialPurchase);
  const [purchase, setPurchase] = useState<PaymentPurchase | undefined>(initiallyBlocked ? undefined : initialPurchase);
  const [failure, setFailure] = useState<string | undefined>(initiallyBlocked ? pluginTexts.inProcess : undefined);
  const [blocked, setBlocked] = useState(initiallyBlocked);
  // The purchase whose provider form (and legal checkboxes) is on screen: the legacy WhatsApp consent follows it.
  const [formShownFor, setFormShownFor] = useState<PaymentPurchase | undefined>();
  const gatewayErrors = useRef(0);

  const product = offer ? toAnalyticsProduct(offer) : undefined;
  const addedToCart = useRef<string | undefined>(undefined);
  useEffect(() => {
    // Once per opening, when the offer is known (a banner's list may still be loading).
    // The acquisition dialog that hands a purchase over tracked it already.
    if (!offer || requested || addedToCart.current === offer.offerId) return;
    addedToCart.current = offer.offerId;
    trackAddToCart([toAnalyticsProduct(offer)]);
  }, [offer, requested]);

  const defaultValues: LineDataValues = values ?? {
    serviceNumber: offer && needsServiceNumber(offer.type) ? (user?.serviceNumber ?? '') : '',
    phone: (request.kind === 'offer' ? request.phone : undefined) ?? user?.number ?? '',
    email: user?.email ?? '',
  };

  function next(submitted: LineDataValues) {
    if (!offer || !product) return;
    setValues(submitted);
    setFailure(undefined);
    const channel = paymentChannelOf(pathname, offer.type);
    const candidate = toPaymentPurchase({ offer, values: submitted, channel, uuid, logged: user !== undefined, search });
    if (isChargeBlocked(candidate)) {
      // The line data stay: another line or offer can still be paid.
      setFailure(pluginTexts.inProcess);
      return;
    }
    setPurchase(candidate);
    trackBeginCheckout([product]);
    if (isJourneyPage(pathname)) trackJourneyStep(PAYMENT_DETAIL_STEP);
  }

  const onMoment = requested?.onMoment;
  useEffect(() => {
    // The payment detail of a handed-over purchase shows at once, and again after a retry.
    if (!purchase || !onMoment) return;
    onMoment('paymentDetail');
    if (isJourneyPage(pathname)) trackJourneyStep(PAYMENT_DETAIL_STEP);
  }, [purchase, onMoment, pathname]);

  function retryPurchase() {
    if (!requested) return;
    const again = toRequestedPurchase(requested, { logged: user !== undefined, search });
    if (isChargeBlocked(again)) {
      setBlocked(true);
      setFailure(pluginTexts.inProcess);
      return;
    }
    setFailure(undefined);
    setPurchase(again);
  }

  function succeed(message: string) {
    if (product) trackPurchase(uuid, [product]);
    requested?.onPaid?.();
    // A top-up is applied by the operator after the charge: it is in process.
    showAlert({ type: 'success', message: requested ? (requested.successMessage ?? (message || texts.success)) : texts.rechargeSucceeded });
    // After the success, never in its way: the notice of a ticked WhatsApp consent.
    if (purchase) void sendWhatsappNoticeAfterPayment(purchase.phone);
    onClose();
  }

  /** No answer to the charge: not a refusal, so no retry and no error count; the modal closes (decision 180). */
  function inProcess() {
    showAlert({ type: 'warning', message: pluginTexts.inProcess });
    onClose();
  }

  function fail(message: string) {
    const shown = message || texts.failureDefault;
    setPurchase(undefined);
    if (!gateway) {
      setFailure(shown);
      showAlert({ type: 'danger', message: shown });
      return;
    }
    gatewayErrors.current += 1;
    setFailure(shown);
    if (gatewayErrors.current >= GATEWAY_ERRORS_BEFORE_ALERT) {
      gatewayErrors.current = 0;
      showAlert({ type: 'danger', message: shown });
    }
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
          {purchase ? (
            <div className={styles.payment} data-variant={gateway ? 'gateway' : 'legacy'}>
              <PurchaseSummary purchase={purchase} acquisition={requested?.channel} />
              <Suspense fallback={<p role="status">{texts.loading}</p>}>
                <Plugin
                  purchase={purchase}
                  variant={gateway ? 'gateway' : 'legacy'}
                  detailMode
                  onSuccess={succeed}
                  onFailure={fail}
                  onInProcess={inProcess}
                  onFormShown={() => setFormShownFor(purchase)}
                  {...(onMoment ? { onMoment } : {})}
                />
              </Suspense>
              {!gateway && formShownFor === purchase && <WhatsappConsent phone={purchase.phone} />}
            </div>
          ) : requested ? (
            <div className={styles.error}>
              <p role="alert" className={failureBox}>
                {failure}
              </p>
              {!blocked && (
                <Button variant="secondary" onClick={retryPurchase}>
                  {texts.retry}
                </Button>
              )}
            </div>
          ) : (
            <>
              {failure && (
                <p className={failureBox} role="alert">
                  {failure}
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
