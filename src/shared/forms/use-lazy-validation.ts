import { useState } from 'react';

/**
 * Validation that loads on the visitor's first focus. `formState.isValid` is
 * read only from then on: reading it at mount would run, hence load, the resolver at once. The
 * first focus starts the load and validates the whole form, so values already there (a form
 * filled from stored data) count; errors still show only on touched fields.
 */
export function useLazyValidation(
  resolver: { preload: () => void },
  formState: { readonly isValid: boolean },
  trigger: () => Promise<boolean>,
): { isValid: boolean; onFocus: () => void } {
  const [engaged, setEngaged] = useState(false);
  function onFocus() {
    if (engaged) return;
    resolver.preload();
    setEngaged(true);
    void trigger();
  }
  return { isValid: engaged && formState.isValid, onFocus };
}
