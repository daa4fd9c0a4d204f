import type { FieldError } from 'react-hook-form';

/** Errors show only once a field was touched (spec 5). */
export function touchedError(error: FieldError | undefined, isTouched: boolean): string | undefined {
  return isTouched ? error?.message : undefined;
}
