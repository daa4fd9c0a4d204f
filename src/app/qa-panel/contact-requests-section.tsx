import { useId } from 'react';
import { PanelSection } from './panel-section';
import styles from './qa-panel.module.css';
import { qaTexts } from './texts';
import { useStoredContactRequests } from './use-mock-activity';

const texts = qaTexts.contacts;
const dateTimeFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'short', timeStyle: 'medium' });

export function ContactRequestsSection() {
  const requests = useStoredContactRequests();
  const headingId = useId();
  return (
    <PanelSection heading={texts.heading} count={requests.length} open headingId={headingId}>
      {requests.length === 0 ? (
        <p className={styles.note}>{texts.empty}</p>
      ) : (
        <ol className={styles.callList} aria-labelledby={headingId}>
          {requests.map((request, index) => (
            <li key={`${requests.length - index}-${request.at}`} className={styles.call}>
              <time dateTime={request.at} className={styles.time}>
                {dateTimeFormat.format(new Date(request.at))}
              </time>
              <pre className={styles.json}>{JSON.stringify(request.body, null, 2)}</pre>
            </li>
          ))}
        </ol>
      )}
    </PanelSection>
  );
}
