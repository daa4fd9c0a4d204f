import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OtpInput, type OtpInputHandle, type OtpInputProps } from '../otp-input';

type HarnessProps = Partial<Omit<OtpInputProps, 'value' | 'onChange'>> & {
  initial?: string;
  onCode?: (code: string) => void;
};

function Harness({ initial = '', onCode, length = 4, label = 'Código de verificación', ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <OtpInput
        label={label}
        length={length}
        value={value}
        onChange={(code) => {
          setValue(code);
          onCode?.(code);
        }}
        {...props}
      />
      <button type="button" onClick={() => setValue('')}>
        Reiniciar
      </button>
      <output aria-label="valor">{value}</output>
    </>
  );
}

const box = (position: number, length = 4) => screen.getByLabelText(`Dígito ${position} de ${length}`);
const boxValues = (length = 4) => Array.from({ length }, (_, index) => (box(index + 1, length) as HTMLInputElement).value).join('|');
const shownValue = () => screen.getByLabelText('valor').textContent;

describe('OtpInput (spec 5 "One-time code input")', () => {
  it('is one group named by its label, with one required, labelled box per character', () => {
    render(<Harness digitsOnly />);
    const group = screen.getByRole('group', { name: 'Código de verificación' });
    const boxes = screen.getAllByRole('textbox');
    expect(boxes).toHaveLength(4);
    boxes.forEach((input, index) => {
      expect(group).toContainElement(input);
      expect(input).toHaveAccessibleName(`Dígito ${index + 1} de 4`);
      expect(input).toBeRequired();
      expect(input).toHaveAttribute('inputmode', 'numeric');
    });
    expect(boxes[0]).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('names the boxes as characters when letters are allowed', () => {
    render(<Harness length={6} />);
    expect(screen.getByLabelText('Carácter 6 de 6')).toHaveAttribute('inputmode', 'text');
  });

  it('moves forward as each character is typed', async () => {
    const user = userEvent.setup();
    const onCode = vi.fn();
    render(<Harness digitsOnly onCode={onCode} />);

    await user.click(box(1));
    await user.keyboard('1');
    expect(box(2)).toHaveFocus();
    await user.keyboard('234');

    expect(boxValues()).toBe('1|2|3|4');
    expect(onCode).toHaveBeenLastCalledWith('1234');
    expect(box(4)).toHaveFocus();
  });

  it('keeps each box read-only (and out of the tab order) until the one before it is filled', async () => {
    const user = userEvent.setup();
    render(<Harness digitsOnly />);
    expect(box(1)).not.toHaveAttribute('readonly');
    for (const position of [2, 3, 4]) {
      expect(box(position)).toHaveAttribute('readonly');
      expect(box(position)).toHaveAttribute('tabindex', '-1');
    }

    await user.click(box(3));
    expect(box(1)).toHaveFocus();
    await user.keyboard('7');

    expect(box(2)).not.toHaveAttribute('readonly');
    expect(box(3)).toHaveAttribute('readonly');
    expect(shownValue()).toBe('7');
  });

  it('rejects spaces, accents, punctuation and letters in digits-only mode', async () => {
    const user = userEvent.setup();
    render(<Harness digitsOnly />);
    await user.click(box(1));

    await user.keyboard(' á.,-a+');

    expect(shownValue()).toBe('');
    expect(box(1)).toHaveValue('');
    expect(box(1)).toHaveFocus();
  });

  it('accepts letters and digits but still rejects spaces, accents and punctuation when letters are allowed', async () => {
    const user = userEvent.setup();
    render(<Harness length={4} />);
    await user.click(screen.getByLabelText('Carácter 1 de 4'));

    await user.keyboard('a ñé.-B1!9');

    expect(shownValue()).toBe('aB19');
  });

  it('rejects navigation keys', async () => {
    const user = userEvent.setup();
    render(<Harness digitsOnly initial="12" />);
    await user.click(box(2));

    for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']) {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      act(() => {
        box(2).dispatchEvent(event);
      });
      expect(event.defaultPrevented).toBe(true);
    }
    expect(box(2)).toHaveFocus();
    expect(shownValue()).toBe('12');
  });

  it('fills every box from a pasted code, keeping only digits in digits-only mode', async () => {
    const user = userEvent.setup();
    const onCode = vi.fn();
    render(<Harness digitsOnly onCode={onCode} />);
    await user.click(box(1));

    await user.paste(' 12-3 4 ');

    expect(boxValues()).toBe('1|2|3|4');
    expect(onCode).toHaveBeenCalledWith('1234');
    expect(box(4)).toHaveFocus();
  });

  it('replaces the whole code when a whole code is pasted into any box, and cuts a longer paste', async () => {
    const user = userEvent.setup();
    render(<Harness digitsOnly initial="98" />);
    await user.click(box(2));

    await user.paste('123456');

    expect(shownValue()).toBe('1234');
  });

  it('puts a partial paste from the box it lands in', async () => {
    const user = userEvent.setup();
    render(<Harness digitsOnly initial="9" />);
    await user.click(box(2));

    await user.paste('12');

    expect(shownValue()).toBe('912');
    expect(box(4)).toHaveFocus();
  });

  it('fills the boxes from a code auto-filled into the first box (one-time-code autocomplete)', () => {
    render(<Harness digitsOnly />);
    fireEvent.change(box(1), { target: { value: '4321' } });
    expect(boxValues()).toBe('4|3|2|1');
  });

  it('clears a filled box with backspace, then moves back on the next backspace of the empty box', async () => {
    const user = userEvent.setup();
    render(<Harness digitsOnly />);
    await user.click(box(1));
    await user.keyboard('123');
    expect(box(4)).toHaveFocus();

    await user.keyboard('{Backspace}');
    expect(box(3)).toHaveFocus();
    expect(shownValue()).toBe('123');

    await user.keyboard('{Backspace}');
    expect(shownValue()).toBe('12');
    expect(box(3)).toHaveFocus();

    await user.keyboard('{Backspace}{Backspace}');
    expect(shownValue()).toBe('1');
    expect(box(2)).toHaveFocus();
  });

  it('replaces the character of a filled box that is typed over', async () => {
    const user = userEvent.setup();
    render(<Harness digitsOnly initial="1234" />);
    await user.click(box(2));

    await user.keyboard('9');

    expect(shownValue()).toBe('1934');
    expect(box(3)).toHaveFocus();
  });

  it('masks the characters when asked', async () => {
    const user = userEvent.setup();
    render(<Harness digitsOnly masked />);
    expect(box(1)).toHaveAttribute('type', 'password');
    await user.click(box(1));
    await user.keyboard('5');
    expect(box(1)).toHaveValue('5');
    expect(box(2)).toHaveFocus();
  });

  it('shows its error under the boxes and marks every box invalid', () => {
    render(<Harness digitsOnly error="El código ingresado es incorrecto." />);
    expect(screen.getByRole('group')).toHaveAccessibleDescription('El código ingresado es incorrecto.');
    for (const position of [1, 2, 3, 4]) {
      expect(box(position)).toHaveAttribute('aria-invalid', 'true');
      expect(box(position)).toHaveAccessibleDescription('El código ingresado es incorrecto.');
    }
  });

  it('can be disabled, focused on mount and submitted under a name', () => {
    const { container, unmount } = render(<Harness digitsOnly autoFocus initial="12" name="code" />);
    expect(box(3)).not.toHaveFocus();
    expect(box(1)).toHaveFocus();
    expect(container.querySelector('input[type="hidden"][name="code"]')).toHaveValue('12');
    unmount();

    render(<Harness digitsOnly disabled />);
    for (const position of [1, 2, 3, 4]) expect(box(position)).toBeDisabled();
  });

  it('starts again at the first box when the parent empties the code', async () => {
    const user = userEvent.setup();
    render(<Harness digitsOnly initial="1234" />);

    await user.click(screen.getByRole('button', { name: 'Reiniciar' }));

    expect(boxValues()).toBe('|||');
    expect(box(1)).toHaveFocus();
  });

  it('gives the parent focus() and reset() through its ref', () => {
    const ref = createRef<OtpInputHandle>();
    const onCode = vi.fn();
    render(<Harness digitsOnly initial="12" ref={ref} onCode={onCode} />);

    act(() => ref.current?.focus());
    expect(box(3)).toHaveFocus();

    act(() => ref.current?.reset());
    expect(onCode).toHaveBeenCalledWith('');
    expect(box(1)).toHaveFocus();
  });

  it('reports a blur only when focus leaves the whole group', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    render(<Harness digitsOnly onBlur={onBlur} />);
    await user.click(box(1));
    await user.keyboard('1');
    expect(onBlur).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Reiniciar' }));
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});

describe('OtpInput reset while the code is being checked', () => {
  function CheckingHarness({ reset }: { reset: (handle: OtpInputHandle | null, setValue: (code: string) => void) => void }) {
    const [value, setValue] = useState('1234');
    const [checking, setChecking] = useState(false);
    const ref = createRef<OtpInputHandle>();
    return (
      <>
        <OtpInput ref={ref} label="Código" length={4} digitsOnly value={value} onChange={setValue} disabled={checking} />
        <button type="button" onClick={() => setChecking(true)}>
          Verificar
        </button>
        <button
          type="button"
          onClick={() => {
            reset(ref.current, setValue);
            setChecking(false);
          }}
        >
          Respuesta
        </button>
      </>
    );
  }

  it.each([
    ['the parent empties the value', (_: OtpInputHandle | null, setValue: (code: string) => void) => setValue('')],
    ['the parent calls reset()', (handle: OtpInputHandle | null) => handle?.reset()],
  ])('focuses the first box once enabled again when %s', async (_, reset) => {
    const user = userEvent.setup();
    render(<CheckingHarness reset={reset} />);
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(box(1)).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Respuesta' }));

    expect(box(1)).toBeEnabled();
    expect(boxValues()).toBe('|||');
    expect(box(1)).toHaveFocus();
  });
});
