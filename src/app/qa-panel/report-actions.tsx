import { useState } from 'react';
import { env } from '@/shared/config/env';
import { getSessionUser } from '@/shared/domain/session';
import { Button } from '@/shared/ui/button/button';
import { recentCallsWithBodies } from '@mocks/activity';
import { getMockSettings } from '@mocks/config';
import { getScenarios } from '@mocks/scenarios';
import { copyToClipboard } from './clipboard';
import { pageErrors } from './page-errors';
import { writePlaywrightSpec } from './playwright-spec';
import styles from './qa-panel.module.css';
import { buildQaReport } from './qa-report';
import { reproductionLink } from './reproduction-link';
import { recordedSteps, screenOutcome } from './step-recorder';
import { qaTexts } from './texts';
import { recordedWebVitals } from './web-vitals-record';

const texts = qaTexts.report;

/** The report of this page now, from the mocks' log, the captured errors and the recorded vitals. */
function currentQaReport(): string {
  return buildQaReport({
    pageUrl: window.location.href,
    // The logged-in line too: the report's link opens the page as the tester saw it.
    reproductionLink: reproductionLink(window.location.href, getScenarios(), getMockSettings(), getSessionUser()?.number),
    writtenAt: new Date().toISOString(),
    calls: recentCallsWithBodies(),
    errors: pageErrors(),
    webVitals: recordedWebVitals(),
    environment: {
      viewport: { width: window.innerWidth, height: window.innerHeight, pixelRatio: window.devicePixelRatio },
      userAgent: navigator.userAgent,
      version: env.appVersion,
      commit: typeof __APP_COMMIT__ === 'string' ? __APP_COMMIT__ : '',
    },
  });
}

/** The spec that replays the steps since the load or the last reset, from the page they began on. */
function currentPlaywrightSpec(): { spec: string; steps: number } {
  const { startAddress, steps } = recordedSteps();
  const start = new URL(startAddress, window.location.origin).href;
  const spec = writePlaywrightSpec({
    reproductionLink: reproductionLink(start, getScenarios(), getMockSettings()),
    viewport: { width: window.innerWidth, height: window.innerHeight },
    steps,
    outcome: screenOutcome(),
  });
  return { spec, steps: steps.length };
}

function stamp(): string {
  return new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

function download(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  // The browser has read the address once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "Copiar informe" and "Copiar prueba", each with its download for a browser without a clipboard (issue 47). */
export function ReportActions() {
  const [message, setMessage] = useState('');

  async function copyReport() {
    setMessage((await copyToClipboard(currentQaReport())) ? texts.reportCopied : texts.reportCopyFailed);
  }

  async function copyTest() {
    const { spec, steps } = currentPlaywrightSpec();
    setMessage((await copyToClipboard(spec)) ? texts.testCopied(steps) : texts.testCopyFailed);
  }

  return (
    <div>
      <div className={styles.actions}>
        <Button variant="secondary" className={styles.actionButton} onClick={() => void copyReport()}>
          {texts.copyReport}
        </Button>
        <Button variant="secondary" className={styles.actionButton} onClick={() => download(currentQaReport(), `informe-qa-${stamp()}.md`, 'text/markdown')}>
          {texts.downloadReport}
        </Button>
        <Button variant="secondary" className={styles.actionButton} onClick={() => void copyTest()}>
          {texts.copyTest}
        </Button>
        <Button
          variant="secondary"
          className={styles.actionButton}
          onClick={() => download(currentPlaywrightSpec().spec, `qa-${stamp()}.spec.ts`, 'text/typescript')}
        >
          {texts.downloadTest}
        </Button>
      </div>
      <p aria-live="polite" className={styles.message}>
        {message}
      </p>
    </div>
  );
}
