import { useEffect, useId, type SyntheticEvent } from 'react';
import { Button } from '../button/button';
import { classNames } from '../class-names';
import styles from './alert-dialog.module.css';
import { controlsOf, escapeActionOf, type AlertAction } from './alert-rules';
import type { Alert, AlertType } from './alert-types';
import { alertTexts, alertTypeLabels } from './texts';
import { withSpecSlipsCorrected } from '../../texts/spec-corrections';
import { CloseIcon } from '../dialog/close-icon';
import { focusInitialElement, initialFocusProps, useModalDialog } from '../dialog/use-modal-dialog';
import { ServerHtml } from '../server-html/server-html';
import { surfaceStyles } from '../surface/surface';

const ICON_GLYPHS: Record<Exclude<AlertType, 'loader'>, string> = {
  success: '✓',
  danger: '✕',
  warning: '!',
  answer: '?',
};

export interface AlertDialogProps {
  /** The alert on screen; null keeps the dialog closed. */
  alert: Alert | null;
  onDismiss: () => void;
}

/** Loaded lazily by AlertProvider the first time an alert shows: it carries DOMPurify. */
export function AlertDialog({ alert, onDismiss }: AlertDialogProps) {
  const dialogRef = useModalDialog(alert !== null);
  const titleId = useId();
  const messageId = useId();

  // A new alert may replace the one on screen (a loader turning into a result): focus its button.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (alert && dialog?.open) focusInitialElement(dialog);
  }, [alert, dialogRef]);

  function respond(action: AlertAction) {
    if (!alert) return;
    onDismiss();
    if (action === 'accept') alert.onAccept?.();
    else if (action === 'cancel') alert.onCancel?.();
    else alert.onXButton?.();
  }

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    if (!alert) return;
    const action = escapeActionOf(alert);
    if (action) respond(action);
  }

  // A loader must stay up: Chrome closes a dialog on a repeated Escape even when cancel is prevented.
  function handleNativeClose() {
    const dialog = dialogRef.current;
    if (!dialog || !alert) return;
    if (alert.type === 'loader') dialog.showModal();
    else onDismiss();
  }

  const controls = alert ? controlsOf(alert) : null;

  return (
    <dialog
      ref={dialogRef}
      className={classNames(surfaceStyles.dialog, styles.dialog)}
      aria-labelledby={alert?.title ? titleId : undefined}
      aria-label={alert && !alert.title ? alertTypeLabels[alert.type] : undefined}
      aria-describedby={alert ? messageId : undefined}
      onCancel={handleCancel}
      onClose={handleNativeClose}
    >
      {alert && controls && (
        <div className={styles.content}>
          {controls.hasXButton && (
            <button
              type="button"
              className={classNames(surfaceStyles.closeButton, styles.closeButton)}
              aria-label={alertTexts.close}
              onClick={() => respond('x')}
            >
              <CloseIcon />
            </button>
          )}
          {alert.type === 'loader' ? (
            <div role="status" aria-label={alertTexts.loading} className={styles.spinner} />
          ) : (
            <span className={classNames(styles.icon, styles[alert.type])} aria-hidden="true">
              {ICON_GLYPHS[alert.type]}
            </span>
          )}
          {alert.title && (
            <h2 id={titleId} className={styles.title}>
              {alert.title}
            </h2>
          )}
          <ServerHtml id={messageId} className={styles.message} html={withSpecSlipsCorrected(alert.message)} />
          {controls.acceptLabel && (
            <div className={styles.actions}>
              {controls.hasCancel && (
                <Button variant="secondary" onClick={() => respond('cancel')}>
                  {alertTexts.cancel}
                </Button>
              )}
              <Button variant="primary" onClick={() => respond('accept')} {...initialFocusProps}>
                {controls.acceptLabel}
              </Button>
            </div>
          )}
        </div>
      )}
    </dialog>
  );
}
