import { useEffect, useRef, type ComponentType, type CSSProperties } from 'react';
import { useAlert } from '@/shared/ui/alert/alert-context';
import { sanitizeHtml } from '@/shared/ui/alert/sanitize-html';
import { useChargePayment } from '../api/charge-payment';
import { ChargeFailedError, ClientDataError } from '../api/payment-errors';
import { usePluginConfiguration } from '../api/payment-plugin';
import { useSecureData } from '../api/secure-data';
import { CardForm } from '../card-form/card-form';
import type { ChargeInput, PaymentPurchase, PluginStyle, ProviderFormProps, ProviderType } from '../types';
import styles from './payment-plugin.module.css';
import { pluginTexts } from './texts';

export interface PaymentPluginProps {
  purchase: PaymentPurchase;
  detailMode: boolean;
  onSuccess: (message: string) => void;
  onFailure: (message: string) => void;
}

/** The plugin's style as CSS custom properties for the provider forms (values checked by the mapper). */
function styleProperties(style: PluginStyle): CSSProperties {
  return {
    '--payment-background': style.background,
    '--payment-font': style.fonts.join(', ') || 'inherit',
    '--payment-button-background': style.button.background,
    '--payment-button-color': style.button.color,
    '--payment-button-radius': style.button.radius,
    '--payment-button-font': style.button.font || 'inherit',
  } as CSSProperties;
}

function clientDataMessage(error: unknown): string {
  return (error instanceof ClientDataError && error.serverMessage) || pluginTexts.clientDataError;
}

/** The form of each provider type; a type without one shows that it is not available yet (decision 089). */
export type ProviderForms = Partial<Record<ProviderType, ComponentType<ProviderFormProps>>>;
const PROVIDER_FORMS: ProviderForms = { 1: CardForm };

/**
 * The payment plugin (spec payments 2 and 4): the channel's secure data, then the plugin
 * configuration for the purchase, then the provider's form; it charges what the form hands it.
 * Provider type 1 is the card form; types 2 and 3 come with the next issue (decision 089).
 */
export function PaymentPlugin(props: PaymentPluginProps) {
  return <PaymentPluginWithForms {...props} forms={PROVIDER_FORMS} />;
}

/** The plugin with the provider forms it may show (tests give it a stand-in form). */
export function PaymentPluginWithForms({ purchase, detailMode, onSuccess, onFailure, forms }: PaymentPluginProps & { forms: ProviderForms }) {
  const { showAlert } = useAlert();
  const secureData = useSecureData();
  const plugin = usePluginConfiguration();
  const charge = useChargePayment();
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
          loadConfiguration(
            { purchase, llavero },
            { onError: (error) => showAlert({ type: 'danger', message: clientDataMessage(error) }) },
          ),
        onError: () => showAlert({ type: 'danger', message: pluginTexts.serviceUnavailable }),
      },
    );
  }, [purchase, loadSecureData, loadConfiguration, showAlert]);

  const configuration = plugin.data;
  const failure = secureData.isError ? pluginTexts.serviceUnavailable : plugin.isError ? clientDataMessage(plugin.error) : undefined;

  function charged(input: ChargeInput) {
    if (!configuration || charge.isPending) return;
    charge.mutate(
      { configuration, purchase, input },
      {
        onSuccess: () => onSuccess(pluginTexts.chargeSucceeded),
        onError: (error) => onFailure((error instanceof ChargeFailedError && error.serverMessage) || pluginTexts.chargeFailed),
      },
    );
  }

  if (failure) {
    return (
      <section className={styles.plugin} aria-label={pluginTexts.regionLabel}>
        <p className={styles.notFound} dangerouslySetInnerHTML={{ __html: sanitizeHtml(failure) }} />
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

  const formProps: ProviderFormProps = { configuration, purchase, detailMode, isCharging: charge.isPending, onCharge: charged };
  const ProviderForm = forms[configuration.provider.type];
  return (
    <section className={styles.plugin} aria-label={pluginTexts.regionLabel} style={styleProperties(configuration.style)}>
      {charge.isPending && (
        <p className={styles.charging} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {configuration.style.loaderText}
        </p>
      )}
      {ProviderForm ? <ProviderForm {...formProps} /> : <p className={styles.status}>{pluginTexts.providerNotAvailable}</p>}
    </section>
  );
}
