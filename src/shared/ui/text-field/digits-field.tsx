import { useEffect, useEffectEvent, useMemo, useRef, type ChangeEvent, type ClipboardEvent } from 'react';
import { keepDigits } from '@/shared/format/normalize';
import { mergeRefs } from '../merge-refs';
import { TextField, type TextFieldProps } from './text-field';

export interface DigitsFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'maxLength' | 'inputMode' | 'type'> {
  value: string;
  onChange: (digits: string) => void;
  maxLength: number;
}

const HAS_NON_DIGIT = /\D/;

/** The field's digits once the digits of `text` go where the caret or selection is. */
function digitsAfterInsert(input: HTMLInputElement, text: string, maxLength: number): string {
  const current = input.value;
  const start = input.selectionStart ?? current.length;
  const end = input.selectionEnd ?? start;
  return keepDigits(current.slice(0, start) + text + current.slice(end)).slice(0, maxLength);
}

/**
 * A text field that holds digits only (spec 5: number inputs accept only digits). Whatever else is
 * typed, pasted or filled in, spaces included, is dropped.
 */
export function DigitsField({ value, onChange, maxLength, ref, ...props }: DigitsFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const ownAndGivenRef = useMemo(() => mergeRefs(inputRef, ref), [ref]);

  const insertDigits = useEffectEvent((input: HTMLInputElement, text: string) => {
    onChange(digitsAfterInsert(input, text, maxLength));
  });

  // The browser cuts inserted text to maxLength before a change handler could drop non-digits, so
  // "55 1234 5678" would lose its last digits; text with non-digits is merged here instead.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    function handleBeforeInput(event: InputEvent) {
      if (event.data === null || !HAS_NON_DIGIT.test(event.data) || !input) return;
      event.preventDefault();
      insertDigits(input, event.data);
    }
    input.addEventListener('beforeinput', handleBeforeInput);
    return () => input.removeEventListener('beforeinput', handleBeforeInput);
  }, []);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    onChange(keepDigits(event.target.value).slice(0, maxLength));
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    onChange(digitsAfterInsert(event.currentTarget, event.clipboardData.getData('text'), maxLength));
  }

  return (
    <TextField
      ref={ownAndGivenRef}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={maxLength}
      value={value}
      onChange={handleChange}
      onPaste={handlePaste}
      {...props}
    />
  );
}
