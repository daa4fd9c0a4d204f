import { panelStyles } from '@/shared/ui/surface/panel';
import type { ConsumptionLine } from '../api/to-balance';
import { formatAmount } from '../format-amount';
import { balanceTexts as texts } from '../texts';
import styles from './consumption-card.module.css';

/** One consumption line: used, total and available, with a meter of what is left. */
export function ConsumptionCard({ line }: { line: ConsumptionLine }) {
  const title = texts.titles[line.kind];
  const titleId = `consumo-${line.kind}`;
  return (
    <article className={panelStyles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={panelStyles.cardTitle}>
        {title}
      </h3>
      {line.unlimited ? (
        <p className={styles.unlimited}>{texts.unlimited}</p>
      ) : (
        <>
          <dl className={styles.amounts}>
            <div>
              <dt>{texts.used}</dt>
              <dd>{formatAmount(line.used, line.unit)}</dd>
            </div>
            <div>
              <dt>{texts.total}</dt>
              <dd>{formatAmount(line.total, line.unit)}</dd>
            </div>
            <div>
              <dt>{texts.available}</dt>
              <dd>{formatAmount(line.available, line.unit)}</dd>
            </div>
          </dl>
          {line.total > 0 ? (
            <meter className={styles.meter} aria-label={texts.meterLabel(title)} min={0} max={Math.max(line.total, line.available)} value={line.available} />
          ) : (
            <p className={styles.empty}>{texts.noBalance}</p>
          )}
        </>
      )}
    </article>
  );
}
