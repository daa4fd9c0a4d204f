import type { ContractDrift } from './response-validation-middleware';
import { contractDriftTexts as texts } from './texts';

const HOST_ID = 'contract-drift-panel';
/** The panel keeps the latest drifts only: a backend that breaks one call on every poll must not grow the page. */
export const DRIFT_PANEL_LIMIT = 50;

/**
 * A small panel, beside the app's tree, that lists the backend answers breaking the contract in
 * dev:real. Plain DOM: it loads with the validator and never touches the app.
 */
export function createDriftPanel(doc: Document = document): (drift: ContractDrift) => void {
  const panel = doc.createElement('aside');
  panel.id = HOST_ID;
  panel.setAttribute('aria-label', texts.panelLabel);
  panel.style.cssText =
    'position:fixed;left:8px;bottom:8px;z-index:2147483000;max-width:min(480px,90vw);max-height:40vh;overflow:auto;' +
    'background:#fff8e1;color:#3e2723;border:1px solid #b26a00;border-radius:4px;padding:4px 8px;font:12px/1.4 monospace;';
  const details = doc.createElement('details');
  const summary = doc.createElement('summary');
  const list = doc.createElement('ol');
  list.style.cssText = 'margin:4px 0;padding-left:20px;';
  details.append(summary, list);
  panel.append(details);
  let count = 0;
  return (drift) => {
    count += 1;
    summary.textContent = texts.summary(count);
    const item = doc.createElement('li');
    item.textContent = `${drift.operationId} ${drift.method} ${new URL(drift.url).pathname} → ${drift.status}: ${drift.violations.join('; ')}`;
    list.append(item);
    while (list.childElementCount > DRIFT_PANEL_LIMIT) list.firstElementChild?.remove();
    if (!panel.isConnected) doc.body.append(panel);
  };
}
