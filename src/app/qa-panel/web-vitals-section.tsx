import { useSyncExternalStore } from 'react';
import type { WebVitalName } from '@/shared/domain/analytics';
import { PanelSection } from './panel-section';
import styles from './qa-panel.module.css';
import { qaTexts } from './texts';
import { recordedWebVitals, WEB_VITALS_RECORDED_EVENT } from './web-vitals-record';

const texts = qaTexts.webVitals;
const METRIC_ORDER: readonly WebVitalName[] = ['TTFB', 'FCP', 'LCP', 'CLS', 'INP'];

function subscribe(onChange: () => void): () => void {
  window.addEventListener(WEB_VITALS_RECORDED_EVENT, onChange);
  return () => window.removeEventListener(WEB_VITALS_RECORDED_EVENT, onChange);
}

const snapshot = () => JSON.stringify(recordedWebVitals());

function formatValue(name: WebVitalName, value: number): string {
  return name === 'CLS' ? value.toFixed(3) : `${value} ms`;
}

/** The Web Vitals that this page load and the one before sent to the dataLayer, with their rating (issue 38). */
export function WebVitalsSection() {
  const loads = JSON.parse(useSyncExternalStore(subscribe, snapshot)) as ReturnType<typeof recordedWebVitals>;
  const total = loads.reduce((sum, load) => sum + Object.keys(load.metrics).length, 0);
  return (
    <PanelSection heading={texts.heading} count={total}>
      <p className={styles.note}>{texts.note}</p>
      {loads.length === 0 && <p className={styles.note}>{texts.empty}</p>}
      {loads.map((load, index) => (
        <section key={load.loadedAt} aria-label={`${index === 0 ? texts.latest : texts.previous} ${load.pagePath}`}>
          <p className={styles.sectionHeading}>
            {index === 0 ? texts.latest : texts.previous} <code>{load.pagePath}</code>
          </p>
          <ul className={styles.callList}>
            {METRIC_ORDER.flatMap((name) => {
              const metric = load.metrics[name];
              return metric
                ? [
                    <li key={name} className={styles.call}>
                      {name}: {formatValue(name, metric.value)} · {texts.ratings[metric.rating]}
                    </li>,
                  ]
                : [];
            })}
          </ul>
        </section>
      ))}
    </PanelSection>
  );
}
