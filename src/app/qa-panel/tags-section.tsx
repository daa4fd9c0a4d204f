import { useSyncExternalStore } from 'react';
import { PanelSection } from './panel-section';
import styles from './qa-panel.module.css';
import { qaTexts } from './texts';

const texts = qaTexts.tags;

/** What the tag stand-ins of mocks/public/tags/ recorded. */
type StandInRecord = { at: string; entry: unknown };
type StandIns = Partial<Record<keyof typeof texts.names, StandInRecord[]>>;
const STAND_IN_EVENT = 'bait:tag-stand-in';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(STAND_IN_EVENT, onChange);
  return () => window.removeEventListener(STAND_IN_EVENT, onChange);
}

/** A snapshot that changes with every record, so React re-renders on each one. */
function snapshot(): string {
  const records = (window as Window & { __baitTagStandIns?: StandIns }).__baitTagStandIns ?? {};
  return JSON.stringify(records);
}

/** One line per message: the event's name or the pixel's call. */
function summary(entry: unknown): string {
  if (Array.isArray(entry)) return entry.filter((part) => typeof part === 'string').join(' ');
  if (entry && typeof entry === 'object' && 'event' in entry) return String(entry.event);
  return JSON.stringify(entry);
}

export function TagsSection() {
  const records = JSON.parse(useSyncExternalStore(subscribe, snapshot)) as StandIns;
  const total = Object.values(records).reduce((sum, list) => sum + list.length, 0);
  return (
    <PanelSection heading={texts.heading} count={total}>
      <p className={styles.note}>{texts.note}</p>
      {(Object.keys(texts.names) as Array<keyof typeof texts.names>).map((tag) => {
        const list = records[tag] ?? [];
        return (
          <section key={tag} aria-label={texts.names[tag]}>
            <p className={styles.sectionHeading}>
              {texts.names[tag]} <span className={styles.count}>({list.length})</span>
            </p>
            {list.length === 0 ? (
              <p className={styles.note}>{texts.empty}</p>
            ) : (
              <ol className={styles.callList}>
                {list.map((record, index) => (
                  <li key={`${index}-${record.at}`} className={styles.call}>
                    <details>
                      <summary>{summary(record.entry)}</summary>
                      <pre className={styles.json}>{JSON.stringify(record.entry, null, 2)}</pre>
                    </details>
                  </li>
                ))}
              </ol>
            )}
          </section>
        );
      })}
    </PanelSection>
  );
}
