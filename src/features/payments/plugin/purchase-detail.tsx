import { useId, type CSSProperties } from 'react';
import { formatMxn } from '@/shared/format/currency';
import { Button } from '@/shared/ui/button/button';
import styles from './purchase-detail.module.css';
import rechargeImageUrl from './recharge.svg';
import { purchaseDetailTexts as texts } from './texts';
import type { PaymentPurchase } from './types';

export interface PurchaseDetailProps {
  purchase: PaymentPurchase;
  /** The configuration's button (payButtonStyle) and its text (spec payments 3 and 9). */
  payStyle: CSSProperties;
  payText: string;
  /** Without a token there is nothing to charge yet: the view only shows the purchase. */
  canPay: boolean;
  isCharging: boolean;
  backLabel: string;
  onPay: () => void;
  onBack: () => void;
}

/**
 * The detail view of a frame-based payment (spec payments 2, "Hosted checkout": image,
 * description, price, phone and e-mail): the legacy hosted checkout and the gateway component
 * show it alike, before paying in detail mode or when the gateway asks for it (GoToDetail).
 */
export function PurchaseDetail({ purchase, payStyle, payText, canPay, isCharging, backLabel, onPay, onBack }: PurchaseDetailProps) {
  const titleId = useId();
  return (
    <section className={styles.detail} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {texts.title}
      </h3>
      <img className={styles.image} src={purchase.offer.image ?? rechargeImageUrl} alt={texts.imageAlt} width={96} height={96} />
      <dl className={styles.facts}>
        <dt>{texts.description}</dt>
        <dd>{purchase.offer.description}</dd>
        <dt>{texts.price}</dt>
        <dd>{formatMxn(purchase.offer.price + (purchase.shipping?.cost ?? 0))}</dd>
        <dt>{texts.phone}</dt>
        <dd>{purchase.phone}</dd>
        <dt>{texts.email}</dt>
        <dd>{purchase.email}</dd>
      </dl>
      <div className={styles.actions}>
        {canPay && (
          <Button onClick={onPay} disabled={isCharging} style={payStyle}>
            {payText}
          </Button>
        )}
        <Button variant="secondary" onClick={onBack} disabled={isCharging}>
          {backLabel}
        </Button>
      </div>
    </section>
  );
}
