import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { submitUnlessBusy } from '@/shared/forms/submit-unless-busy';
import { Button } from '../button';

function BusyForm({ onSend }: { onSend: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <form
      aria-label="Formulario"
      onSubmit={submitUnlessBusy(busy, (event) => {
        event.preventDefault();
        setBusy(true);
        onSend();
      })}
    >
      <label>
        Número
        <input />
      </label>
      <Button type="submit" busy={busy}>
        Enviar
      </Button>
    </form>
  );
}

describe('Button busy', () => {
  it('is aria-disabled but keeps the focus, and a press does nothing', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Guardar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Guardar' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    await user.tab();
    expect(button).toHaveFocus();
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('calls onClick when not busy and carries no aria-disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Guardar</Button>);
    const button = screen.getByRole('button', { name: 'Guardar' });
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('sends its form once: a second press or Enter while busy is ignored, and the button keeps the focus', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<BusyForm onSend={onSend} />);
    const button = screen.getByRole('button', { name: 'Enviar' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await user.click(button);
    await user.type(screen.getByRole('textbox', { name: 'Número' }), '5{Enter}');
    expect(onSend).toHaveBeenCalledOnce();
  });
});
