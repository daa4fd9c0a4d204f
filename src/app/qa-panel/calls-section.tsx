import { useId } from 'react';
import { classNames } from '@/shared/ui/class-names';
import type { MockCall } from '@mocks/activity';
import { callPath } from './call-path';
import { PanelSection } from './panel-section';
import styles from './qa-panel.module.css';
import { qaTexts } from './texts';
import { useRecentCalls } from './use-mock-activity';

const texts = qaTexts.calls;
const timeFormat = new Intl.DateTimeFormat('es-MX', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

function isFailure(status: MockCall['status']): boolean {
  return status === 'networkError' || status >= 400;
}

export function CallsSection() {
  const calls = useRecentCalls();
  const headingId = useId();
  return (
    <PanelSection heading={texts.heading} count={calls.length} open headingId={headingId}>
      {calls.length === 0 ? (
        <p className={styles.note}>{texts.empty}</p>
      ) : (
        <ol className={styles.callList} aria-labelledby={headingId}>
          {calls.map((call, index) => (
            // Newest first and capped: the position plus the time tells two identical calls apart.
            <CallItem key={`${calls.length - index}-${call.at}`} call={call} />
          ))}
        </ol>
      )}
    </PanelSection>
  );
}

function CallItem({ call }: { call: MockCall }) {
  const status = call.status === 'networkError' ? texts.networkError : String(call.status);
  return (
    <li className={styles.call}>
      <p className={styles.callLine}>
        <span className={styles.method}>{call.method}</span> <span className={styles.callPath}>{callPath(call.url)}</span>
      </p>
      <p className={styles.callMeta}>
        <span className={classNames(styles.status, isFailure(call.status) && styles.statusFailure)}>
          {texts.status} {status}
        </span>
        <span>
          {texts.source} <code className={styles.code}>{call.source}</code>
        </span>
        <time dateTime={call.at} className={styles.time}>
          {timeFormat.format(new Date(call.at))}
        </time>
      </p>
      {call.chaos && (
        <p className={styles.callChaos}>
          {texts.chaos} <code className={styles.code}>{call.chaos}</code>
        </p>
      )}
      {call.requestViolations.length > 0 && (
        <ViolationList
          title={texts.requestViolations}
          items={call.requestViolations.map((violation) => `${violation.location.join('.')}: ${violation.message}`)}
        />
      )}
      {call.responseViolations.length > 0 && <ViolationList title={texts.responseViolations} items={call.responseViolations} />}
    </li>
  );
}

function ViolationList({ title, items }: { title: string; items: string[] }) {
  const titleId = useId();
  return (
    <div className={styles.violations}>
      <p id={titleId} className={styles.violationsTitle}>
        {title}
      </p>
      <ul aria-labelledby={titleId} className={styles.violationList}>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
