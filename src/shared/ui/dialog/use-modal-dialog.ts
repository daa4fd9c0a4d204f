import { useEffect, useRef } from 'react';

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

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      focusInitialElement(dialog);
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return dialogRef;
}
