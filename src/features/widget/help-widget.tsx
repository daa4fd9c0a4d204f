import { Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { classNames } from '@/shared/ui/class-names';
import { lazyWithRetry } from '@/shared/ui/lazy-retry';
import { surfaceStyles } from '@/shared/ui/surface/surface';
import styles from './help-widget.module.css';
import { WIDGET_TRIGGER_LABEL } from './trigger-label';

const loadWidgetDialog = () => import('./components/widget-dialog');
// The overlay, its data call and its styles stay out of the home route's eager bundle.
const WidgetDialog = lazyWithRetry(async () => (await loadWidgetDialog()).WidgetDialog);

function preloadWidgetDialog() {
  void loadWidgetDialog();
}

export interface HelpWidgetProps {
  /** Extra class for the trigger, to fit it into the header's action area. */
  className?: string;
}

/**
 * The help widget (spec account 2.6): an icon button for the site header that opens the
 * "Beneficios" and "Tiendas" overlay. Only this button is eager; the overlay loads on first use.
 */
export function HelpWidget({ className }: HelpWidgetProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // Runs after the dialog's own effect has closed it, when the trigger can take the focus again.
  useEffect(() => {
    if (wasOpen.current && !open) triggerRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  function openWidget() {
    setMounted(true);
    setOpen(true);
  }

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={classNames(surfaceStyles.iconButton, styles.trigger, className)}
        aria-label={WIDGET_TRIGGER_LABEL}
        aria-haspopup="dialog"
        onClick={openWidget}
        onPointerEnter={preloadWidgetDialog}
        onFocus={preloadWidgetDialog}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M4 11h16v9a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-9Zm-1-4h18v4H3V7Zm9 0v14M12 7c-1.5-3-5-3.5-5-1.5S10 7 12 7Zm0 0c1.5-3 5-3.5 5-1.5S14 7 12 7Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {/* On body, outside the app root: the request splash makes that root inert. */}
      {mounted &&
        createPortal(
          <Suspense fallback={null}>
            <WidgetDialog open={open} onClose={() => setOpen(false)} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
