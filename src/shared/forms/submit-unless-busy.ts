import type { FormEvent } from 'react';

/**
 * A form's onSubmit that does nothing while its work is under way: with the submit button
 * `busy` (aria-disabled, still focused) Enter in a field must not send the form again.
 */
export function submitUnlessBusy(busy: boolean, submit: (event: FormEvent<HTMLFormElement>) => unknown) {
  return (event: FormEvent<HTMLFormElement>) => {
    if (busy) event.preventDefault();
    else void submit(event);
  };
}
