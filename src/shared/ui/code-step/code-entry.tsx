import { useCallback, useRef, useState, type FormEvent, type RefCallback } from 'react';
import { OtpInput, type OtpInputHandle } from '../otp-input/otp-input';

export interface CodeEntryOptions {
  /** Boxes of the code. */
  length: number;
  /** A check is under way: a submission waits for it. */
  busy: boolean;
  /** Resolves to whether the code was taken; a refused code empties the boxes. */
  onVerify: (code: string) => Promise<boolean>;
  /** Each change of the typed code (a feature clears its refusal as soon as a digit is typed). */
  onChange?: (code: string) => void;
}

/** The typed code and what a code form does with it. */
export interface CodeEntry {
  code: string;
  length: number;
  /** Every box is filled: "Verificar" may be pressed. */
  complete: boolean;
  /** The boxes' ref: the entry empties them and focuses the first after a refusal. */
  attach: RefCallback<OtpInputHandle>;
  change: (code: string) => void;
  /** The form's onSubmit: checks a complete code once, and empties the boxes when it is refused. */
  submit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The state of a one-time code form: the code typed so far, complete or not, and
 * a submission that runs `onVerify` once per complete code and, when the code is refused, empties
 * the boxes and puts the focus back in the first one (spec 8). The shared CodeStep, the
 * registration and the single sign-on code steps use it.
 */
export function useCodeEntry({ length, busy, onVerify, onChange }: CodeEntryOptions): CodeEntry {
  const [code, setCode] = useState('');
  const otpRef = useRef<OtpInputHandle>(null);
  const complete = code.length === length;
  const attach = useCallback((handle: OtpInputHandle | null) => {
    otpRef.current = handle;
  }, []);

  async function verify() {
    const accepted = await onVerify(code);
    if (!accepted) {
      // A refused code is typed again from the first box.
      setCode('');
      otpRef.current?.reset();
    }
  }

  return {
    code,
    length,
    complete,
    attach,
    change(next) {
      setCode(next);
      onChange?.(next);
    },
    submit(event) {
      event.preventDefault();
      if (complete && !busy) void verify();
    },
  };
}

export interface CodeEntryInputProps {
  entry: CodeEntry;
  label: string;
  error: string | undefined;
  busy: boolean;
}

/** The code's boxes (the shared OtpInput): digits only, locked while a check runs; the step's heading, not the first box, takes the focus on arrival (useStepPlacement). */
export function CodeEntryInput({ entry: { attach, length, code, change }, label, error, busy }: CodeEntryInputProps) {
  return <OtpInput ref={attach} label={label} length={length} value={code} onChange={change} digitsOnly error={error} disabled={busy} />;
}
