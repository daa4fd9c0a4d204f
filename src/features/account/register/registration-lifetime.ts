import { useEffect } from 'react';
import { clearPendingRegistration } from './pending-registration';

let handingOver = false;
let scheduledClear: ReturnType<typeof setTimeout> | undefined;

/** The code step hands the registration to the complete registration: leaving keeps its data. */
export function continueRegistration(): void {
  handingOver = true;
}

/**
 * Leaving the registration screens clears the stored registration data and code (spec 4
 * "Register"), except when the code step continues to the complete registration. The clear waits
 * a tick so that a remount of the same screen (React's strict mode) keeps the data.
 */
export function useClearRegistrationOnLeave(): void {
  useEffect(() => {
    clearTimeout(scheduledClear);
    scheduledClear = undefined;
    handingOver = false;
    return () => {
      if (handingOver) return;
      scheduledClear = setTimeout(() => {
        scheduledClear = undefined;
        clearPendingRegistration();
      }, 0);
    };
  }, []);
}
