import type { Alert } from './alert-types';
import { alertTexts } from './texts';

export type AlertAction = 'accept' | 'cancel' | 'x';

export interface AlertControls {
  /** The accept button always runs onAccept; it reads "Reintentar" when the alert offers an X. */
  acceptLabel: typeof alertTexts.accept | typeof alertTexts.retry | null;
  hasCancel: boolean;
  hasXButton: boolean;
}

/** Which controls an alert shows (spec 2.11). A loader shows none. */
export function controlsOf(alert: Alert): AlertControls {
  if (alert.type === 'loader') return { acceptLabel: null, hasCancel: false, hasXButton: false };
  const hasXButton = alert.onXButton !== undefined;
  return {
    acceptLabel: hasXButton ? alertTexts.retry : alertTexts.accept,
    hasCancel: alert.type === 'answer',
    hasXButton,
  };
}

/**
 * What Escape does (docs/decisions/010-alert-dialog-escape-key.md): nothing on a loader; the X
 * action when there is one; Cancelar on a question; otherwise Aceptar.
 */
export function escapeActionOf(alert: Alert): AlertAction | null {
  const controls = controlsOf(alert);
  if (controls.acceptLabel === null) return null;
  if (controls.hasXButton) return 'x';
  if (controls.hasCancel) return 'cancel';
  return 'accept';
}
