import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
} from 'react';
import { classNames } from '../class-names';
import styles from './otp-input.module.css';
import { otpInputTexts } from './texts';

/** What a parent (or react-hook-form's `field.ref`) can do with the input. */
export interface OtpInputHandle {
  /** Focuses the first empty box (the last box when the code is complete). */
  focus: () => void;
  /** Empties every box and focuses the first one (e.g. after a wrong code). */
  reset: () => void;
}

export interface OtpInputProps {
  /** Names the group of boxes. */
  label: string;
  /** How many boxes, one character each. */
  length: number;
  value: string;
  onChange: (code: string) => void;
  /** Called when focus leaves the whole group (a form library's "touched"). */
  onBlur?: () => void;
  /** Only digits are kept; anything else typed or pasted is dropped. */
  digitsOnly?: boolean;
  /** Boxes show dots instead of the characters. */
  masked?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Shown under the boxes and announced with them; also marks every box invalid. */
  error?: string | undefined;
  /** Submits the whole code under this name in a native form. */
  name?: string;
  className?: string;
  ref?: Ref<OtpInputHandle>;
}

// Spec 5: spaces, accents and punctuation are rejected; only plain letters and digits fit a box.
const ALLOWED_CHARACTER = /^[A-Za-z0-9]$/;
const DIGIT = /^\d$/;
// Spec 5: navigation keys are rejected (Tab still moves focus, for keyboard users).
const NAVIGATION_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);

function keepAllowed(text: string, digitsOnly: boolean): string {
  const allowed = digitsOnly ? DIGIT : ALLOWED_CHARACTER;
  return Array.from(text)
    .filter((char) => allowed.test(char))
    .join('');
}

/** The characters newly typed into a box that already held `previous`. */
function typedText(raw: string, previous: string): string {
  if (previous === '' || raw.length <= previous.length) return raw;
  if (raw.startsWith(previous)) return raw.slice(previous.length);
  if (raw.endsWith(previous)) return raw.slice(0, -previous.length);
  return raw;
}

/**
 * One-time code input (spec 5 "One-time code input"): one box per character, every box
 * required; typing moves forward, backspace on an empty box moves back; a box is read-only
 * until the one before it is filled; a pasted (or auto-filled) code fills the boxes.
 */
export function OtpInput({
  label,
  length,
  value,
  onChange,
  onBlur,
  digitsOnly = false,
  masked = false,
  disabled = false,
  autoFocus = false,
  error,
  name,
  className,
  ref,
}: OtpInputProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const code = value.slice(0, length);
  const previousCode = useRef(code);

  // Set when the code is emptied by the parent; honoured as soon as the boxes are enabled again.
  const focusFirstBoxWhenEnabled = useRef(false);

  function focusBox(index: number) {
    const box = boxes.current[Math.max(0, Math.min(index, length - 1))];
    box?.focus();
    box?.select();
  }

  useImperativeHandle(ref, () => ({
    focus: () => focusBox(code.length),
    reset: () => {
      onChange('');
      if (disabled) focusFirstBoxWhenEnabled.current = true;
      else focusBox(0);
    },
  }));

  const [autoFocusOnMount] = useState(autoFocus);
  useEffect(() => {
    if (autoFocusOnMount) boxes.current[0]?.focus();
  }, [autoFocusOnMount]);

  // A parent that empties a filled code (a wrong code, a new request) starts the visitor again at
  // box 1, once the boxes are enabled (they are often disabled while the code is being checked).
  useEffect(() => {
    if (previousCode.current !== '' && code === '') focusFirstBoxWhenEnabled.current = true;
    previousCode.current = code;
    if (focusFirstBoxWhenEnabled.current && !disabled) {
      focusFirstBoxWhenEnabled.current = false;
      boxes.current[0]?.focus();
    }
  }, [code, disabled]);

  /** Puts `text` from box `index` on, cut to the boxes there are, and focuses the next box to fill. */
  function fillFrom(index: number, text: string) {
    const start = text.length >= length ? 0 : Math.min(index, code.length);
    const next = (code.slice(0, start) + text + code.slice(start + text.length)).slice(0, length);
    onChange(next);
    focusBox(start + text.length);
  }

  function handleChange(index: number, event: ChangeEvent<HTMLInputElement>) {
    const raw = event.target.value;
    const previous = code[index] ?? '';
    if (raw === '') {
      // A deletion the keyboard handler did not see (e.g. some mobile keyboards, or cut).
      onChange(code.slice(0, index) + code.slice(index + 1));
      return;
    }
    const text = keepAllowed(typedText(raw, previous), digitsOnly);
    if (text === '') return;
    fillFrom(index, text);
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (NAVIGATION_KEYS.has(event.key)) {
      event.preventDefault();
      return;
    }
    if (event.key !== 'Backspace' && event.key !== 'Delete') return;
    event.preventDefault();
    if (event.currentTarget.readOnly) return;
    if (index < code.length) {
      onChange(code.slice(0, index) + code.slice(index + 1));
    } else if (event.key === 'Backspace' && index > 0) {
      focusBox(index - 1);
    }
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    if (event.currentTarget.readOnly) return;
    const text = keepAllowed(event.clipboardData.getData('text'), digitsOnly);
    if (text !== '') fillFrom(index, text);
  }

  // A click on a box that cannot be filled yet goes to the first empty box instead.
  function handleMouseDown(index: number, event: MouseEvent<HTMLInputElement>) {
    if (disabled || index <= code.length) return;
    event.preventDefault();
    focusBox(code.length);
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
  }

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      className={classNames(styles.group, className)}
      onBlur={handleBlur}
    >
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.boxes}>
        {Array.from({ length }, (_, index) => {
          const readOnly = index > code.length;
          return (
            <input
              key={index}
              ref={(box) => {
                boxes.current[index] = box;
              }}
              type={masked ? 'password' : 'text'}
              inputMode={digitsOnly ? 'numeric' : 'text'}
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              autoCapitalize="off"
              spellCheck={false}
              className={styles.box}
              aria-label={otpInputTexts.box(index + 1, length, digitsOnly)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              required
              readOnly={readOnly}
              tabIndex={readOnly ? -1 : undefined}
              disabled={disabled}
              value={code[index] ?? ''}
              onChange={(event) => handleChange(index, event)}
              onKeyDown={(event) => handleKeyDown(index, event)}
              onPaste={(event) => handlePaste(index, event)}
              onMouseDown={(event) => handleMouseDown(index, event)}
              onFocus={(event) => event.currentTarget.select()}
            />
          );
        })}
      </div>
      {name !== undefined && <input type="hidden" name={name} value={code} />}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
