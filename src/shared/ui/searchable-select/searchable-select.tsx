import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { classNames } from '../class-names';
import { typeahead, type SelectOption } from './search-options';
import styles from './searchable-select.module.css';
import { fieldStyles } from '../field/field-styles';

/** The open list is at most this tall; longer lists scroll (spec 9 "Dropdown panel max height"). */
const DROPDOWN_MAX_HEIGHT_PX = 250;

export interface SearchableSelectProps {
  label: string;
  options: readonly SelectOption[];
  /** The id of the chosen option; empty or undefined when none is chosen. */
  value: string | undefined;
  onChange: (id: string) => void;
  /** Called when the field loses focus (a form marks it touched). */
  onBlur?: () => void;
  /** Characters a search needs before options show (spec 5: the typeahead has a minimum). */
  minTermLength?: number;
  /** The options are still loading: the list says "Buscando...". */
  loading?: boolean;
  error?: string | undefined;
  hint?: string | undefined;
  placeholder?: string;
  disabled?: boolean;
  name?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A select whose options are searched by typing (spec 2.11 and 5 "Select"): accent- and
 * case-insensitive, with the typeahead messages. It follows the WAI-ARIA combobox pattern with a
 * listbox popup: typing or ArrowDown/ArrowUp (Alt+ArrowDown too) opens the list, the arrows move
 * the active option (wrapping), Home/End jump to the first/last one, Enter chooses it, Escape
 * closes and restores the chosen option's name, as leaving the field does. Focus stays on the
 * input; the active option is told through aria-activedescendant.
 */
export function SearchableSelect({
  label,
  options,
  value,
  onChange,
  onBlur,
  minTermLength = 0,
  loading = false,
  error,
  hint,
  placeholder,
  disabled,
  name,
  ref,
}: SearchableSelectProps) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const listboxRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  /** What the visitor typed since the list opened; undefined shows the chosen option's name. */
  const [term, setTerm] = useState<string | undefined>();
  const [activeIndex, setActiveIndex] = useState(-1);

  const chosen = options.find((option) => option.id === value);
  const result = typeahead({ options, term: term ?? '', minTermLength, loading });
  const shown = result.kind === 'options' ? result.options : [];
  const active = open ? shown[activeIndex] : undefined;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (!active) return;
    // jsdom has no scrollIntoView; a browser keeps the active option in the scrolled list.
    listboxRef.current?.querySelector(`[id="${CSS.escape(optionId(activeIndex))}"]`)?.scrollIntoView?.({ block: 'nearest' });
  });

  function close() {
    setOpen(false);
    setTerm(undefined);
    setActiveIndex(-1);
  }

  function choose(option: SelectOption) {
    onChange(option.id);
    close();
  }

  /** Opens the list with the active option `step` away from the current one (wrapping). */
  function move(step: number) {
    if (!open) {
      setOpen(true);
      const chosenIndex = shown.findIndex((option) => option.id === value);
      setActiveIndex(chosenIndex >= 0 ? chosenIndex : step > 0 ? 0 : shown.length - 1);
      return;
    }
    if (shown.length === 0) return;
    setActiveIndex((current) => (current < 0 ? (step > 0 ? 0 : shown.length - 1) : (current + step + shown.length) % shown.length));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (event.altKey) {
          setOpen(true);
          return;
        }
        move(1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        return;
      case 'Home':
      case 'End':
        if (!open || shown.length === 0) return;
        event.preventDefault();
        setActiveIndex(event.key === 'Home' ? 0 : shown.length - 1);
        return;
      case 'Enter':
        if (!open) return;
        // Enter inside an open list chooses; it must not submit the form around it.
        event.preventDefault();
        if (active) choose(active);
        return;
      case 'Escape':
        if (!open && term === undefined) return;
        event.preventDefault();
        close();
        return;
    }
  }

  const message = open && result.kind === 'message' ? result.message : '';
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          ref={ref}
          id={id}
          name={name}
          type="text"
          role="combobox"
          className={fieldStyles.control}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          disabled={disabled}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={active ? optionId(activeIndex) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          value={term ?? chosen?.name ?? ''}
          onChange={(event) => {
            setTerm(event.target.value);
            setOpen(true);
            setActiveIndex(0);
          }}
          onKeyDown={onKeyDown}
          onClick={() => {
            if (!open) setOpen(true);
          }}
          onFocus={(event) => event.target.select()}
          onBlur={() => {
            close();
            onBlur?.();
          }}
        />
        <ul
          ref={listboxRef}
          id={listboxId}
          role="listbox"
          aria-label={label}
          className={styles.listbox}
          style={{ maxHeight: DROPDOWN_MAX_HEIGHT_PX }}
          hidden={!open || shown.length === 0}
        >
          {open &&
            shown.map((option, index) => (
              // The keys stay with the combobox's input (aria-activedescendant); an option is only clicked.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={option.id}
                id={optionId(index)}
                role="option"
                aria-selected={option.id === value}
                className={classNames(styles.option, index === activeIndex && styles.active)}
                // Keeps the focus in the input, so the list does not close before the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {option.name}
              </li>
            ))}
        </ul>
        <p role="status" className={message ? styles.message : 'visually-hidden'}>
          {message}
        </p>
      </div>
      {hint && (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
