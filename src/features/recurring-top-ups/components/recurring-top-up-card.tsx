import { useId } from 'react';
import { accountPaths, cardReplacementQuery } from '@/shared/domain/routing/paths';
import { formatMxn } from '@/shared/format/currency';
import { formatDateTime } from '@/shared/format/date-time';
import { formatPhone } from '@/shared/format/phone';
import { Button, ButtonLink } from '@/shared/ui/button/button';
import { classNames } from '@/shared/ui/class-names';
import { detailsListClass } from '@/shared/ui/details-list/details-list';
import { panelStyles } from '@/shared/ui/surface/panel';
import type { RecurringTopUp } from '../api/recurring-top-ups-api';
import { formatDay } from '../format-day';
import styles from '../recurring-top-ups.module.css';
import { recurringTopUpsTexts as texts } from '../texts';

export interface RecurringTopUpCardProps {
  topUp: RecurringTopUp;
  onDeactivate: (topUp: RecurringTopUp) => void;
  disabled: boolean;
}

/** "Cambiar tarjeta" opens the card replacement for this top-up and its line. */
function cardReplacementLink(topUp: RecurringTopUp): string {
  const query = new URLSearchParams({ [cardReplacementQuery.topUpId]: topUp.id, [cardReplacementQuery.line]: topUp.phone });
  return `${accountPaths.cardReplacement}?${query.toString()}`;
}

/** One active recurring top-up: what is recharged, to which line, for how much, on which card, when next. */
export function RecurringTopUpCard({ topUp, onDeactivate, disabled }: RecurringTopUpCardProps) {
  const titleId = useId();
  const nextCharge = topUp.nextCharge ? formatDay(topUp.nextCharge) : undefined;
  const createdAt = topUp.createdAt ? formatDateTime(topUp.createdAt)?.slice(0, 10) : undefined;
  return (
    <article className={classNames(panelStyles.card, styles.card)} aria-labelledby={titleId}>
      <h2 id={titleId} className={panelStyles.cardTitle}>
        {topUp.name}
      </h2>
      <dl className={detailsListClass}>
        <dt>{texts.fields.number}</dt>
        <dd>{formatPhone(topUp.phone)}</dd>
        <dt>{texts.fields.price}</dt>
        <dd>{formatMxn(topUp.price)}</dd>
        {topUp.validityDays !== undefined && (
          <>
            <dt>{texts.fields.validity}</dt>
            <dd>{texts.validityDays(topUp.validityDays)}</dd>
          </>
        )}
        {topUp.cardLastDigits && (
          <>
            <dt>{texts.fields.card}</dt>
            <dd>{texts.cardEnding(topUp.cardLastDigits)}</dd>
          </>
        )}
        {nextCharge && (
          <>
            <dt>{texts.fields.nextCharge}</dt>
            <dd>{nextCharge}</dd>
          </>
        )}
        {createdAt && (
          <>
            <dt>{texts.fields.createdAt}</dt>
            <dd>{createdAt}</dd>
          </>
        )}
      </dl>
      <div className={styles.actions}>
        <ButtonLink variant="secondary" aria-describedby={titleId} to={cardReplacementLink(topUp)}>
          {texts.changeCard}
        </ButtonLink>
        <Button variant="secondary" aria-describedby={titleId} onClick={() => onDeactivate(topUp)} disabled={disabled}>
          {texts.deactivate}
        </Button>
      </div>
    </article>
  );
}
