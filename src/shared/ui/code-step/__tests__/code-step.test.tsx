import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { codeRefusalOf } from '../code-refusal';
import { CodeStep, codeErrorText, type CodeStepProps } from '../code-step';

const base: CodeStepProps = {
  state: { kind: 'code', sentMessage: 'Te enviamos un código de verificación por SMS.' },
  phone: '55 12 34 56 78',
  length: 4,
  sentTo: (phone) => `Ingresa el código que enviamos al número ${phone}.`,
  backLabel: 'Corregir mis datos',
  error: undefined,
  attemptsRemaining: undefined,
  busy: false,
  onVerify: async () => true,
  onResend: () => undefined,
  onBack: () => undefined,
};

describe('codeErrorText', () => {
  it('adds the attempts left to a message that does not say them', () => {
    expect(codeErrorText('El código ingresado es incorrecto.', 2)).toBe('El código ingresado es incorrecto. Te quedan 2 intentos.');
    expect(codeErrorText('El código ingresado es incorrecto.', 1)).toBe('El código ingresado es incorrecto. Te queda 1 intento.');
    expect(codeErrorText('Código incorrecto. Te queda 1 intento.', 1)).toBe('Código incorrecto. Te queda 1 intento.');
    expect(codeErrorText('No fue posible validar el código.', undefined)).toBe('No fue posible validar el código.');
  });
});

describe('codeRefusalOf', () => {
  const texts = { wrongCode: 'El código ingresado es incorrecto.', checkFailed: 'No fue posible validar el código.' };

  it("keeps the server's message of a wrong code with its attempts, else the page's own", () => {
    expect(codeRefusalOf({ kind: 'wrong', message: 'Código incorrecto.', attemptsRemaining: 2 }, texts)).toEqual({
      message: 'Código incorrecto.',
      attemptsRemaining: 2,
    });
    expect(codeRefusalOf({ kind: 'wrong', message: undefined, attemptsRemaining: 1 }, texts)).toEqual({ message: texts.wrongCode, attemptsRemaining: 1 });
    expect(codeRefusalOf({ kind: 'failed' }, texts)).toEqual({ message: texts.checkFailed, attemptsRemaining: undefined });
  });
});

describe('CodeStep', () => {
  it('keeps "Verificar" disabled until the code is complete, and empties the boxes after a refused code', async () => {
    const user = userEvent.setup();
    const onVerify = vi.fn(async () => false);
    const { rerender } = render(<CodeStep {...base} onVerify={onVerify} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Código de verificación' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Te enviamos un código de verificación por SMS.');
    // The number is its own unbroken span inside the sentence.
    expect(screen.getByRole('form', { name: 'Código de verificación' })).toHaveTextContent('Ingresa el código que enviamos al número 55 12 34 56 78.');
    const verify = screen.getByRole('button', { name: 'Verificar' });
    expect(verify).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Dígito 1 de 4' }), '9999');
    expect(verify).toBeEnabled();
    await user.click(verify);
    expect(onVerify).toHaveBeenCalledWith('9999');
    rerender(<CodeStep {...base} onVerify={onVerify} error="El código ingresado es incorrecto." attemptsRemaining={2} />);
    expect(screen.getByRole('textbox', { name: 'Dígito 1 de 4' })).toHaveValue('');
    expect(screen.getByText('El código ingresado es incorrecto. Te quedan 2 intentos.')).toBeInTheDocument();
  });

  it('offers a new code and the way back, both disabled while busy', async () => {
    const user = userEvent.setup();
    const onResend = vi.fn();
    const onBack = vi.fn();
    const { rerender } = render(<CodeStep {...base} onResend={onResend} onBack={onBack} />);
    await user.click(screen.getByRole('button', { name: 'Enviar un código nuevo' }));
    await user.click(screen.getByRole('button', { name: 'Corregir mis datos' }));
    expect(onResend).toHaveBeenCalledOnce();
    expect(onBack).toHaveBeenCalledOnce();
    rerender(<CodeStep {...base} busy />);
    expect(screen.getByRole('button', { name: 'Enviar un código nuevo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Corregir mis datos' })).toBeDisabled();
  });

  it('shows the lockout screen with the message of a failed resend under it', () => {
    render(
      <CodeStep {...base} state={{ kind: 'locked', unlockDate: new Date(Date.now() + 3_600_000).toISOString() }} error="No fue posible enviar el código." />,
    );
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No fue posible enviar el código.');
    expect(screen.queryByRole('button', { name: 'Verificar' })).not.toBeInTheDocument();
  });
});
