import { useMutation } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, type ComponentType, type CSSProperties } from 'react';
import type { PurchaseMoment } from '@/shared/domain/top-up/top-up-request';
import { useAlert } from '@/shared/ui/alert/alert-context';
import { lazyWithRetry } from '@/shared/ui/lazy-retry';
import { ServerHtml } from '@/shared/ui/server-html/server-html';
import { chargePayment } from './api/charge-payment';
import { ChargeFailedError, ChargeOutcomeUnknownError, ClientDataError } from './api/payment-errors';
import { fetchPluginConfiguration } from './api/payment-plugin';
import { fetchSecureDataKey } from './api/secure-data';
import { isChargeBlocked, rememberUnsettledCharge } from './api/unsettled-charges';
import { withSiteFontFallback } from './pay-button-style';
import styles from './payment-plugin.module.css';
import { pluginTexts } from './texts';
import type { ChargeInput, PaymentPurchase, PluginStyle, ProviderFormProps, ProviderType } from './types';

/** Flag new-plugin (spec payments 4): on, the gateway component; off, the legacy plugin's form by provider type. */
export type PaymentVariant = 'gateway' | 'legacy';

export interface PaymentPluginProps {
  purchase: PaymentPurchase;
  variant: PaymentVariant;
  detailMode: boolean;
  onSuccess: (message: string) => void;
  onFailure: (message: string) => void;
  /**
   * The charge got no answer (dropped connection, 502/503/504), or this purchase's last charge got
   * none a short while ago: the card may be charged, so the flow says the payment is in process and
   * offers no retry (decision 180). Without it, onFailure gets the in-process text.
   */
  onInProcess?: () => void;
  /**
   * The provider's form is on screen, its legal checkboxes with it: the legacy variant's WhatsApp
   * consent shows from then on (spec payments 2).
   */
  onFormShown?: () => void;
  /** The gateway is loaded (its form shows) and the visitor accepts and pays: an acquisition flow's journey markers. */
  onMoment?: (moment: PurchaseMoment) => void;
}

/** The plugin's style as CSS custom properties for the provider forms (values checked by the mapper). */
export function styleProperties(style: PluginStyle): CSSProperties {
  return {
    '--payment-background': style.background,
    '--payment-font': withSiteFontFallback(style.fonts),
    '--payment-button-background': style.button.background,
    '--payment-button-color': style.button.color,
    '--payment-button-radius': style.button.radius,
    '--payment-button-font': withSiteFontFallback(style.button.font ? [style.button.font] : []),
  } as CSSProperties;
}

function clientDataMessage(error: unknown): string {
  return (error instanceof ClientDataError && error.serverMessage) || pluginTexts.clientDataError;
}

/** Reports, once committed, that the provider's form beside it (in the same Suspense boundary) is on screen. */
function FormShown({ onShown }: { onShown: (() => void) | undefined }) {
  useEffect(() => onShown?.(), [onShown]);
  return null;
}

/**
 * The forms the plugin may show: the legacy plugin's form of each provider type (a type without
 * one shows that it is not available), and the gateway component of the new variant.
 */
export interface ProviderForms {
  legacy: Partial<Record<ProviderType, ComponentType<ProviderFormProps>>>;
  gateway?: ComponentType<ProviderFormProps>;
}
// Each form's code loads only when the plugin resolves it; a lost chunk offers a retry.
const PROVIDER_FORMS: ProviderForms = {
  legacy: {
    1: lazyWithRetry(async () => (await import('../card-form/card-form')).CardForm),
    2: lazyWithRetry(async () => (await import('../hosted-checkout/hosted-checkout-form')).HostedCheckoutForm),
    3: lazyWithRetry(async () => (await import('../wallet/wallet-button')).WalletButton),
  },
  gateway: lazyWithRetry(async () => (await import('../gateway/gateway-form')).GatewayForm),
};

/**
 * The payment plugin (spec payments 2 and 4): the channel's secure data, then the plugin
 * configuration for the purchase, then the form; it charges what the form hands it. The legacy
 * variant shows the provider type's form (1 the card form, 2 the hosted checkout, 3 the wallet),
 * the gateway variant the payment gateway component whatever the type; each loads on use.
 */
export function PaymentPlugin(props: PaymentPluginProps) {
  return <PaymentPluginWithForms {...props} forms={PROVIDER_FORMS} />;
}

/** The plugin with the provider forms it may show (tests give it a stand-in form). */
export function PaymentPluginWithForms({
  purchase,
  variant,
  detailMode,
  onSuccess,
  onFailure,
  onInProcess,
  onFormShown,
  onMoment,
  forms,
}: PaymentPluginProps & { forms: ProviderForms }) {
  const { showAlert } = useAlert();
  const secureData = useMutation({ mutationFn: fetchSecureDataKey });
  const plugin = useMutation({ mutationFn: fetchPluginConfiguration });
  const charge = useMutation({ mutationFn: chargePayment });
  const { mutate: loadSecureData } = secureData;
  const { mutate: loadConfiguration } = plugin;
  // One load per purchase, also when a development StrictMode runs the effect twice.
  const loadedFor = useRef<PaymentPurchase | null>(null);

  useEffect(() => {
    if (loadedFor.current === purchase) return;
    loadedFor.current = purchase;
    loadSecureData(
      { channel: purchase.channel, uuid: purchase.uuid },
      {
        onSuccess: (llavero) =>
          loadConfiguration({ purchase, llavero }, { onError: (error) => showAlert({ type: 'danger', message: clientDataMessage(error) }) }),
        onError: () => showAlert({ type: 'danger', message: pluginTexts.serviceUnavailable }),
      },
    );
  }, [purchase, loadSecureData, loadConfiguration, showAlert]);

  const configuration = plugin.data;
  const reportedLoaded = useRef<unknown>(undefined);
  useEffect(() => {
    if (!configuration || reportedLoaded.current === configuration) return;
    reportedLoaded.current = configuration;
    onMoment?.('gatewayLoaded');
  }, [configuration, onMoment]);
  const failure = secureData.isError ? pluginTexts.serviceUnavailable : plugin.isError ? clientDataMessage(plugin.error) : undefined;

  const inProcess = onInProcess ?? (() => onFailure(pluginTexts.inProcess));

  function charged(input: ChargeInput) {
    if (!configuration || charge.isPending) return;
    // Every provider's form charges through here: one guard against charging twice (decision 180).
    if (isChargeBlocked(purchase)) {
      inProcess();
      return;
    }
    onMoment?.('acceptAndPay');
    charge.mutate(
      { configuration, purchase, input },
      {
        onSuccess: () => onSuccess(pluginTexts.chargeSucceeded),
        onError: (error) => {
          if (error instanceof ChargeOutcomeUnknownError) {
            rememberUnsettledCharge(purchase);
            inProcess();
            return;
          }
          onFailure((error instanceof ChargeFailedError && error.serverMessage) || pluginTexts.chargeFailed);
        },
      },
    );
  }

  if (failure) {
    return (
      <section className={styles.plugin} aria-label={pluginTexts.regionLabel}>
        <ServerHtml as="p" className={styles.notFound} html={failure} />
      </section>
    );
  }

  if (!configuration) {
    return (
      <section className={styles.plugin} aria-label={pluginTexts.regionLabel} aria-busy="true">
        <p className={styles.status} role="status">
          {pluginTexts.loading}
        </p>
      </section>
    );
  }

  const formProps: ProviderFormProps = {
    configuration,
    purchase,
    detailMode,
    isCharging: charge.isPending,
    onCharge: charged,
    onPaymentFailure: onFailure,
  };
  const ProviderForm = variant === 'gateway' ? forms.gateway : forms.legacy[configuration.provider.type];
  return (
    <section className={styles.plugin} aria-label={pluginTexts.regionLabel} style={styleProperties(configuration.style)}>
      {charge.isPending && (
        <p className={styles.charging} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <span className={styles.chargingText}>
            {configuration.style.loaderText}
            <span className={styles.processing}>{pluginTexts.processing}</span>
          </span>
        </p>
      )}
      {ProviderForm ? (
        <Suspense
          fallback={
            <p className={styles.status} role="status">
              {pluginTexts.loading}
            </p>
          }
        >
          <ProviderForm {...formProps} />
          <FormShown onShown={onFormShown} />
        </Suspense>
      ) : (
        <p className={styles.status}>{pluginTexts.providerNotAvailable}</p>
      )}
    </section>
  );
}
