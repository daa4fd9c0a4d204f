import { useId, useLayoutEffect, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { classNames } from '../class-names';
import { surfaceStyles } from '../surface/surface';
import { uiTexts } from '../texts';
import { CloseIcon } from './close-icon';
import styles from './dialog.module.css';
import { useModalDialog } from './use-modal-dialog';

export interface DialogProps {
  open: boolean;
  /** Called when the person asks to close it: the X button or Escape. */
  onClose: () => void;
  title: ReactNode;
  /** A short text under the title, announced with the dialog. */
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A modal dialog on the native <dialog>. Mark the element that should get the focus on open with
 * `data-autofocus`; without one, the browser focuses the first focusable element.
 */
export function Dialog({ open, onClose, title, description, children, className }: DialogProps) {
  const dialogRef = useModalDialog(open);
  const titleId = useId();
  const descriptionId = useId();
  const openRef = useRef(open);
  useLayoutEffect(() => {
    openRef.current = open;
  }, [open]);

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    onClose();
  }

  // The browser may still close the dialog itself (a repeated Escape is not cancelable); keep the state in step.
  function handleNativeClose() {
    if (openRef.current) onClose();
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={classNames(surfaceStyles.dialog, styles.dialog, className)}
      onCancel={handleCancel}
      onClose={handleNativeClose}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={classNames(surfaceStyles.closeButton, styles.closeButton)} aria-label={uiTexts.close} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <div className={styles.body}>
        {description && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
        {children}
      </div>
    </dialog>
  );
}
