import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DigitsField } from '../digits-field';

function Harness({ maxLength = 10 }: { maxLength?: number }) {
  const [value, setValue] = useState('');
  return <DigitsField label="Teléfono" hint="10 dígitos" value={value} onChange={setValue} maxLength={maxLength} />;
}

describe('DigitsField', () => {
  it('is a numeric text field with its hint as description', () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Teléfono' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', '10');
    expect(input).toHaveAccessibleDescription('10 dígitos');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('drops letters, signs and spaces as they are typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Teléfono' });

    await user.type(input, '55 a1-2.3+4');

    expect(input).toHaveValue('551234');
  });

  it('keeps the digits of a pasted number with spaces, up to the maximum length', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Teléfono' });

    await user.click(input);
    await user.paste('55 1234 5678 99');

    expect(input).toHaveValue('5512345678');
  });

  it('keeps the digits of text inserted in one go (IME, dictation, automation)', () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Teléfono' });
    const insertion = new InputEvent('beforeinput', { data: '55 1234 5678', inputType: 'insertText', cancelable: true });

    act(() => {
      input.dispatchEvent(insertion);
    });

    expect(insertion.defaultPrevented).toBe(true);
    expect(input).toHaveValue('5512345678');
  });

  it('inserts a paste where the caret is', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Teléfono' });
    await user.type(input, '5578');

    await user.pointer({ target: input, offset: 2, keys: '[MouseLeft]' });
    await user.paste('(12) 34');

    expect(input).toHaveValue('55123478');
  });

  it('marks the field invalid and describes it with the error', async () => {
    render(<DigitsField label="IMEI" value="" onChange={() => {}} maxLength={17} error="El IMEI es obligatorio" />);
    const input = screen.getByRole('textbox', { name: 'IMEI' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('El IMEI es obligatorio');
  });
});
