import { useMutation } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Checkbox } from '@/shared/ui/checkbox/checkbox';
import { formGrid } from '@/shared/ui/form-grid/form-grid';
import { ServerHtml } from '@/shared/ui/server-html/server-html';
import { GATEWAY_FRAME_ELEMENT_ID, GATEWAY_FRAME_HEIGHT_PX } from './constants';
import { readGatewayMessage, type GatewayEvent } from './gateway-messages';
import { missingMainData } from '../plugin/main-data';
import { loadPaymentGateway, paymentGatewayOrigin } from './sdk/load-payment-gateway';
import { embedErrorCodeOf, type EmbedErrorCode, type PaymentGatewaySdk } from './sdk/payment-gateway-sdk';
import { gatewayTexts as texts } from './texts';
import { shownLegalTexts } from '../plugin/legal-texts';
import { MissingMainDataNotice } from '../plugin/missing-main-data-notice';
import { payButtonStyle } from '../plugin/pay-button-style';
import { ProviderFrame, ProviderFrameError, ProviderFrameLoading, providerFrameStyles as styles } from '../plugin/provider-frame';
import { PurchaseDetail } from '../plugin/purchase-detail';
import type { ProviderFormProps } from '../plugin/types';
import { optInWhatsapp } from '../top-up/api/opt-in-whatsapp';

export interface GatewayFormProps extends ProviderFormProps {
  /** Tests give a fake gateway; the site loads the gateway's script. */
  loadGateway?: () => Promise<PaymentGatewaySdk>;
  /** The origin whose messages are accepted; the site takes the script's. */
  gatewayOrigin?: string | undefined;
}

type FrameStatus = { kind: 'loading' } | { kind: 'ready' } | { kind: 'failed'; code: EmbedErrorCode };
/** The detail view: asked by the gateway (GoToDetail), or step 2 of detail mode with the token to charge. */
type DetailView = { token?: string } | undefined;

/**
 * The new variant of the payment step (flag new-plugin, spec payments 2 and 4): the payment
 * gateway component for every provider type, its frame taking the card, the terms and the WhatsApp
 * consent (ChangeLegal 0 and 1), its events as spec payments 4 lists them ("Gateway events handled",
 * decision 271). The card is typed inside the gateway's frame; the page only
 * receives its messages, from the gateway's origin and frame, well-formed.
 */
export function GatewayForm({
  configuration,
  purchase,
  detailMode,
  isCharging,
  onCharge,
  onPaymentFailure,
  loadGateway = loadPaymentGateway,
  gatewayOrigin = paymentGatewayOrigin(),
}: GatewayFormProps) {
  const missing = missingMainData(purchase);
  const canEmbed = missing.length === 0;
  const [status, setStatus] = useState<FrameStatus>({ kind: 'loading' });
  const [detailView, setDetailView] = useState<DetailView>();
  const [recurring, setRecurring] = useState(false);
  const [notice, setNotice] = useState<string>();
  // undefined until the frame reports its terms checkbox (ChangeLegal 0); a gateway without one enforces its own.
  const [termsAccepted, setTermsAccepted] = useState<boolean>();
  const whatsappConsent = useRef(false);
  const frameWindow = useRef<Window | null>(null);
  const { mutate: optIn } = useMutation({ mutationFn: optInWhatsapp });
  const { provider } = configuration;

  useEffect(() => {
    if (!canEmbed) return undefined;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    loadGateway()
      .then((gateway) => {
        if (cancelled) return;
        if (!gatewayOrigin || !provider.api || !provider.publicKey) throw Object.assign(new Error('missing configuration'), { code: 'C003' });
        const embedded = gateway.embed({
          element: GATEWAY_FRAME_ELEMENT_ID,
          merchant: provider.api,
          environment: provider.env,
          publicKey: provider.publicKey,
          parentOrigin: window.location.origin,
          height: GATEWAY_FRAME_HEIGHT_PX,
          title: texts.frameTitle,
          detailMode,
          order: {
            amount: purchase.offer.price + (purchase.shipping?.cost ?? 0),
            currency: 'MXN',
            description: purchase.offer.description,
            email: purchase.email,
            phone: purchase.phone,
          },
        });
        destroy = embedded.destroy;
        frameWindow.current = embedded.frame.contentWindow;
      })
      .catch((error: unknown) => {
        if (!cancelled) setStatus({ kind: 'failed', code: embedErrorCodeOf(error) });
      });
    return () => {
      cancelled = true;
      frameWindow.current = null;
      destroy?.();
    };
  }, [canEmbed, loadGateway, gatewayOrigin, provider, detailMode, purchase]);

  function charge(token: string) {
    if (whatsappConsent.current) optIn(purchase.phone);
    onCharge({ token, recurring });
  }

  const handle = useEffectEvent((event: GatewayEvent) => {
    switch (event.type) {
      case 'formLoaded':
        setStatus({ kind: 'ready' });
        return;
      case 'formChanged':
        setNotice(undefined);
        return;
      case 'legalChanged':
        if (event.consent === 'terms') setTermsAccepted(event.accepted);
        else whatsappConsent.current = event.accepted;
        setNotice(undefined);
        return;
      case 'goToDetail':
        setDetailView({});
        return;
      case 'paymentRequested':
        if (termsAccepted === false) {
          setNotice(texts.termsRequired);
          return;
        }
        if (detailMode) setDetailView({ token: event.token });
        else charge(event.token);
        return;
      case 'paymentFailed':
        if (event.code === 'C003') {
          setStatus({ kind: 'failed', code: 'C003' });
          return;
        }
        // The purchase flow shows message_to_purchaser (or its default) and counts the error.
        onPaymentFailure?.(event.messageToPurchaser ?? '');
        if (!onPaymentFailure && event.messageToPurchaser) setNotice(event.messageToPurchaser);
        return;
    }
  });

  useEffect(() => {
    function received(message: MessageEvent) {
      const event = readGatewayMessage(message, { origin: gatewayOrigin ?? '', frame: frameWindow.current });
      if (event) handle(event);
    }
    window.addEventListener('message', received);
    return () => window.removeEventListener('message', received);
  }, [gatewayOrigin]);

  if (!canEmbed) {
    return <MissingMainDataNotice heading={texts.missingMainData} missing={missing} />;
  }

  if (status.kind === 'failed') return <ProviderFrameError>{texts.embedErrors[status.code]}</ProviderFrameError>;

  return (
    <div className={formGrid.stack}>
      {!detailView && <p className={styles.status}>{texts.intro}</p>}
      {status.kind === 'loading' && <ProviderFrameLoading>{texts.loading}</ProviderFrameLoading>}
      {notice && <ProviderFrameError>{notice}</ProviderFrameError>}
      {detailView && (
        <PurchaseDetail
          purchase={purchase}
          payStyle={payButtonStyle(configuration.style.button)}
          payText={configuration.style.button.text}
          canPay={detailView.token !== undefined}
          isCharging={isCharging}
          backLabel={texts.detailBack}
          onPay={() => {
            if (detailView.token) charge(detailView.token);
          }}
          onBack={() => setDetailView(undefined)}
        />
      )}
      <ProviderFrame id={GATEWAY_FRAME_ELEMENT_ID} heightPx={GATEWAY_FRAME_HEIGHT_PX} hidden={detailView !== undefined} />
      {!detailView && (
        <>
          {configuration.legal.recurring && <Checkbox label={texts.recurring} checked={recurring} onChange={(event) => setRecurring(event.target.checked)} />}
          {shownLegalTexts(configuration).map((legal) => (
            <ServerHtml key={legal.type} html={legal.html} className={styles.legal} />
          ))}
        </>
      )}
    </div>
  );
}
