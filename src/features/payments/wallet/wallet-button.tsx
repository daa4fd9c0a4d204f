import { useEffect, useMemo, useRef, useState } from 'react';
import { Checkbox } from '@/shared/ui/checkbox/checkbox';
import { ServerHtml } from '@/shared/ui/server-html/server-html';
import { shownLegalTexts } from '../plugin/legal-texts';
import type { ProviderFormProps } from '../plugin/types';
import { loadWalletSdk } from './sdk/load-wallet-sdk';
import type { WalletButtonsInstance, WalletInitActions, WalletSdk } from './sdk/wallet-sdk';
import { walletTexts } from './texts';
import styles from './wallet-button.module.css';
import { WALLET_BUTTON_STYLE, walletOrderCreation, walletOrderRequest, type WalletOrderConfig } from './wallet-order';

type SdkState = 'loading' | 'ready' | 'unavailable';
type Outcome = { kind: 'cancelled' | 'failed'; text: string };

export interface WalletButtonViewProps extends ProviderFormProps {
  /** How the order is created (the client rule of spec payments 5 checks it). */
  order: WalletOrderConfig;
  /** Resolves the SDK for the store's client id (tests hand a fake one). */
  loadSdk?: (clientId: string) => Promise<WalletSdk>;
}

/**
 * The wallet button of provider type 3 (spec payments 2, 4, 5 and 9): the legal texts as
 * checkboxes and the SDK's vertical gold rectangular button, disabled until every present legal
 * checkbox is ticked; the order is created on the client (a digital good, no shipping) and its
 * approval is charged with the order id as token.
 */
export function WalletButton(props: ProviderFormProps) {
  const { purchase } = props;
  const order = useMemo<WalletOrderConfig>(() => ({ createOrderOnClient: () => walletOrderRequest(purchase) }), [purchase]);
  return <WalletButtonView {...props} order={order} />;
}

/** The wallet button with its order creation given (the component behind `WalletButton`). */
export function WalletButtonView({ configuration, isCharging, onCharge, order, loadSdk = loadWalletSdk }: WalletButtonViewProps) {
  const legalTexts = useMemo(() => shownLegalTexts(configuration), [configuration]);
  const [accepted, setAccepted] = useState<Partial<Record<number, boolean>>>({});
  const [sdkState, setSdkState] = useState<SdkState>('loading');
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const container = useRef<HTMLDivElement>(null);
  const creation = useMemo(() => walletOrderCreation(order), [order]);

  const enabled = legalTexts.every((legal) => accepted[legal.type]) && !isCharging;
  // The SDK keeps the callbacks of its first render: they read the current state through refs.
  const current = useRef({ enabled, onCharge });
  useEffect(() => {
    current.current = { enabled, onCharge };
  }, [enabled, onCharge]);
  const initActions = useRef<WalletInitActions | undefined>(undefined);

  useEffect(() => {
    const actions = initActions.current;
    if (!actions) return;
    void (enabled ? actions.enable() : actions.disable());
  }, [enabled, sdkState]);

  const clientId = configuration.provider.publicKey;
  useEffect(() => {
    if (creation.kind === 'misconfigured') return;
    let gone = false;
    let buttons: WalletButtonsInstance | undefined;
    loadSdk(clientId)
      .then((sdk) => {
        if (gone || !container.current) return;
        buttons = sdk.Buttons({
          style: WALLET_BUTTON_STYLE,
          onInit: (_data, actions) => {
            initActions.current = actions;
            void (current.current.enabled ? actions.enable() : actions.disable());
          },
          onClick: (_data, actions) => {
            if (!current.current.enabled) return actions.reject();
            setOutcome(undefined);
            return actions.resolve();
          },
          createOrder: creation.createOrder,
          onApprove: ({ orderID }) => current.current.onCharge({ token: orderID, recurring: false }),
          onCancel: () => setOutcome({ kind: 'cancelled', text: walletTexts.cancelled }),
          onError: () => setOutcome({ kind: 'failed', text: walletTexts.failed }),
        });
        return buttons.render(container.current).then(() => {
          if (!gone) setSdkState('ready');
        });
      })
      .catch(() => {
        if (!gone) setSdkState('unavailable');
      });
    return () => {
      gone = true;
      initActions.current = undefined;
      void buttons?.close?.();
    };
  }, [clientId, creation, loadSdk]);

  if (creation.kind === 'misconfigured') {
    return (
      <p className={styles.error} role="alert">
        {creation.message}
      </p>
    );
  }

  return (
    <div className={styles.wallet} role="group" aria-label={walletTexts.label}>
      {legalTexts.map((legal) => (
        <Checkbox
          key={legal.type}
          checked={accepted[legal.type] ?? false}
          onChange={(event) => setAccepted((previous) => ({ ...previous, [legal.type]: event.target.checked }))}
          // Server HTML: it may link to the notice or the terms.
          label={<ServerHtml as="span" className={styles.legal} html={legal.html} />}
        />
      ))}
      {!enabled && !isCharging && <p className={styles.hint}>{walletTexts.acceptLegal}</p>}
      {sdkState === 'loading' && (
        <p className={styles.status} role="status">
          {walletTexts.loading}
        </p>
      )}
      {sdkState === 'unavailable' ? (
        <p className={styles.error} role="alert">
          {walletTexts.unavailable}
        </p>
      ) : (
        <div ref={container} className={styles.buttons} data-disabled={!enabled} />
      )}
      {outcome && (
        <p className={outcome.kind === 'failed' ? styles.error : styles.message} role="alert">
          {outcome.text}
        </p>
      )}
    </div>
  );
}
