import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { AlertContext } from './alert-context';
import { AlertErrorBoundary } from './alert-error-boundary';
import type { Alert, AlertApi } from './alert-types';
import { ChunkLoadFailed, lazyWithRetry } from '../lazy-retry';

// The dialog and its HTML sanitizer stay out of the first bundle until an alert is shown.
const AlertDialog = lazyWithRetry(
  async () => (await import('./alert-dialog')).AlertDialog,
  (retry, { onDismiss }) => <ChunkLoadFailed variant="floating" retry={retry} onClose={onDismiss} />,
);

export function AlertProvider({ children }: { children: ReactNode }) {
  const [alert, setAlert] = useState<Alert | null>(null);
  const [hasShownAlert, setHasShownAlert] = useState(false);

  const showAlert = useCallback((next: Alert) => {
    setHasShownAlert(true);
    setAlert(next);
  }, []);
  const closeAlert = useCallback(() => setAlert(null), []);
  const api = useMemo<AlertApi>(() => ({ showAlert, closeAlert }), [showAlert, closeAlert]);

  return (
    <AlertContext value={api}>
      {children}
      {hasShownAlert && (
        <AlertErrorBoundary>
          <Suspense fallback={null}>
            <AlertDialog alert={alert} onDismiss={closeAlert} />
          </Suspense>
        </AlertErrorBoundary>
      )}
    </AlertContext>
  );
}
