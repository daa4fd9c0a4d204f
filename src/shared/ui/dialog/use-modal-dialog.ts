import { useEffect, useLayoutEffect, useRef } from 'react';

/** Marks the element that receives focus when a dialog opens (React does not render `autofocus`). */
const INITIAL_FOCUS_ATTRIBUTE = 'data-autofocus';

/** Spread on the element a dialog should focus when it opens. */
export const initialFocusProps = { [INITIAL_FOCUS_ATTRIBUTE]: '' } as const;

export function focusInitialElement(dialog: HTMLDialogElement): void {
  dialog.querySelector<HTMLElement>(`[${INITIAL_FOCUS_ATTRIBUTE}]`)?.focus();
}

/**
 * Keeps a native <dialog> shown as a modal while `open` is true. showModal() gives the focus trap,
 * the inert page behind and the top layer; close() gives focus back to the opener.
 */
export function useModalDialog(open: boolean) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      focusInitialElement(dialog);
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // A dialog removed from the page while open (its owner drops it on close) leaves the focus
  // nowhere: it goes back to the opener. Checked once React has committed, and without close():
  // Strict Mode's simulated unmount keeps the element, and a close event would tell the owner to
  // close the dialog it has just opened.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    return () => {
      if (!dialog?.open) return;
      const opener = openerRef.current;
      queueMicrotask(() => {
        if (!dialog.isConnected && opener?.isConnected) opener.focus();
      });
    };
  }, []);

  return dialogRef;
}
