import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormCheckbox } from '@/shared/forms/form-checkbox';
import { useAlert } from '@/shared/ui/alert/alert-context';
import { formGrid } from '@/shared/ui/form-grid/form-grid';
import { ServerHtml } from '@/shared/ui/server-html/server-html';
import { HOSTED_FRAME_ELEMENT_ID, HOSTED_FRAME_HEIGHT_PX } from './constants';
import styles from './hosted-checkout-form.module.css';
import { emptyHostedCheckout, hostedCheckoutSchema } from './schemas';
import { hostedCheckoutTexts as texts } from './texts';
import { shownLegalTexts } from '../plugin/legal-texts';
import { missingMainData } from '../plugin/main-data';
import { MissingMainDataNotice } from '../plugin/missing-main-data-notice';
import { payButtonStyle } from '../plugin/pay-button-style';
import { ProviderFrame, ProviderFrameError, ProviderFrameLoading, providerFrameStyles } from '../plugin/provider-frame';
import { PurchaseDetail } from '../plugin/purchase-detail';
import type { LegalText, ProviderFormProps } from '../plugin/types';
import { mountErrorCodeOf, mountHostedCard, type HostedCardOutcome, type HostedCheckoutSdk, type MountErrorCode } from './sdk/hosted-checkout-sdk';
import { loadHostedCheckout } from './sdk/load-hosted-checkout';

export interface HostedCheckoutFormProps extends ProviderFormProps {
  /** Tests give a fake script; the site loads the hosted-checkout script. */
  loadCheckout?: () => Promise<HostedCheckoutSdk>;
}

type FrameStatus = { kind: 'loading' } | { kind: 'ready' } | { kind: 'failed'; code: MountErrorCode };

/** The form field of a legal checkbox. */
function legalField(legal: LegalText): 'notice' | 'terms' {
  return legal.type === 1 ? 'notice' : 'terms';
}

/**
 * Provider type 2 of the legacy plugin (spec payments 2, 4 "Hosted checkout", 5, 8, 9): the card
 * processor's hosted card frame, 700 px high, mounted by the hosted-checkout script, which calls
 * back with a token or an error. Token created -> in detail mode the detail view, then pay;
 * otherwise charge at once. The recurring and legal checkboxes are the site's, above the frame.
 */
export function HostedCheckoutForm({ configuration, purchase, detailMode, isCharging, onCharge, loadCheckout = loadHostedCheckout }: HostedCheckoutFormProps) {
  const { showAlert } = useAlert();
  const missing = missingMainData(purchase);
  const canMount = missing.length === 0;
  const [status, setStatus] = useState<FrameStatus>({ kind: 'loading' });
  // Step 2 of detail mode: the token to charge.
  const [detailToken, setDetailToken] = useState<string>();
  const { provider, legal, style } = configuration;
  const legalTexts = useMemo(() => shownLegalTexts(configuration), [configuration]);
  const shown = useMemo(() => ({ notice: legalTexts.some((text) => text.type === 1), terms: legalTexts.some((text) => text.type === 2) }), [legalTexts]);
  const schema = useMemo(() => hostedCheckoutSchema(shown), [shown]);
  const {
    control,
    handleSubmit,
    getValues,
    formState: { isSubmitted },
  } = useForm({ resolver: zodResolver(schema), mode: 'all', defaultValues: emptyHostedCheckout });

  const submitButton = useMemo(
    () => ({
      text: detailMode ? texts.next : style.button.text,
      background: style.button.background,
      color: style.button.color,
      radius: style.button.radius,
      outlined: style.button.outlined,
    }),
    [detailMode, style.button],
  );

  const received = useEffectEvent((outcome: HostedCardOutcome) => {
    if (outcome.kind === 'refused') {
      // Spec payments 8: the hosted checkout also shows message_to_purchaser; other errors pass on.
      showAlert(outcome.messageToPurchaser ? { type: 'warning', message: outcome.messageToPurchaser } : { type: 'danger', message: texts.paymentFailed });
      return;
    }
    // A shown legal checkbox left unticked refuses the token; the visitor ticks it and sends the card again.
    void handleSubmit((values) => {
      if (detailMode) setDetailToken(outcome.token);
      else onCharge({ token: outcome.token, recurring: values.recurring });
    })();
  });

  useEffect(() => {
    if (!canMount) return undefined;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    loadCheckout()
      .then((sdk) => {
        if (cancelled) return;
        const mounted = mountHostedCard(
          sdk,
          {
            elementId: HOSTED_FRAME_ELEMENT_ID,
            publicKey: provider.publicKey,
            merchant: provider.api,
            height: HOSTED_FRAME_HEIGHT_PX,
            title: texts.frameTitle,
            button: submitButton,
          },
          {
            onReady: () => {
              if (!cancelled) setStatus({ kind: 'ready' });
            },
            onOutcome: (outcome) => {
              if (!cancelled) received(outcome);
            },
          },
        );
        destroy = mounted.destroy;
      })
      .catch((error: unknown) => {
        if (!cancelled) setStatus({ kind: 'failed', code: mountErrorCodeOf(error) });
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [canMount, loadCheckout, provider, submitButton]);

  if (!canMount) {
    return <MissingMainDataNotice heading={texts.missingMainData} missing={missing} />;
  }

  if (status.kind === 'failed') return <ProviderFrameError>{texts.mountErrors[status.code]}</ProviderFrameError>;

  return (
    <div className={formGrid.stack}>
      {detailToken !== undefined && (
        <PurchaseDetail
          purchase={purchase}
          payStyle={payButtonStyle(style.button)}
          payText={style.button.text}
          canPay
          isCharging={isCharging}
          backLabel={texts.detailBack}
          onPay={() => onCharge({ token: detailToken, recurring: getValues('recurring') })}
          onBack={() => setDetailToken(undefined)}
        />
      )}
      <div className={`${formGrid.stack} ${styles.frameView}`} hidden={detailToken !== undefined}>
        <p className={providerFrameStyles.status}>{texts.intro}</p>
        {/* Before the frame: its own button sends the card, so what must be ticked comes first. */}
        {legal.recurring && <FormCheckbox name="recurring" control={control} label={texts.recurring} />}
        {legalTexts.map((text) => (
          <FormCheckbox
            key={text.type}
            name={legalField(text)}
            control={control}
            showErrors={isSubmitted}
            // Server HTML: it may link to the notice or the terms.
            label={<ServerHtml as="span" className={providerFrameStyles.legal} html={text.html} />}
          />
        ))}
        {status.kind === 'loading' && <ProviderFrameLoading>{texts.loading}</ProviderFrameLoading>}
        <ProviderFrame id={HOSTED_FRAME_ELEMENT_ID} heightPx={HOSTED_FRAME_HEIGHT_PX} />
      </div>
    </div>
  );
}
