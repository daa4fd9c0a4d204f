import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { operations } from '@mocks/generated';
import { followModalDialogs } from './follow-modal-dialogs';
import { QaPanelRoot } from './qa-panel-root';
import { RefusedScenarioNotice } from './refused-scenario-notice';
import { recordSteps } from './step-recorder';
import { recordWebVitals } from './web-vitals-record';

const HOST_ID = 'qa-panel';

/** Renders the QA panel in its own element and React root, beside the app's tree (mock mode only). */
export function mountQaPanel(): void {
  if (document.getElementById(HOST_ID)) return;
  // From the start, panel closed or open: the metrics of a page arrive as it loads and as it is left.
  recordWebVitals();
  const host = document.createElement('div');
  host.id = HOST_ID;
  document.body.append(host);
  // From the start too: "Copiar prueba" replays what the tester did since the load or the last reset.
  recordSteps(host);
  followModalDialogs(host);
  createRoot(host).render(
    <StrictMode>
      <QaPanelRoot operations={operations} />
      <RefusedScenarioNotice />
    </StrictMode>,
  );
}
