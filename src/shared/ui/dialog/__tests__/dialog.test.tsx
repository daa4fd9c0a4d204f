import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from '../dialog';
import { initialFocusProps } from '../use-modal-dialog';

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Datos de contacto">
        <label>
          Primero <input />
        </label>
        <label>
          Nombre <input {...initialFocusProps} />
        </label>
      </Dialog>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<DialogHarness />);
  await user.click(screen.getByRole('button', { name: 'Abrir' }));
  return user;
}

describe('Dialog', () => {
  it('is closed until opened', () => {
    render(<DialogHarness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a modal named by its title and focuses the marked element', async () => {
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Datos de contacto' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('heading', { name: 'Datos de contacto' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
  });

  it('closes with the X button', async () => {
    const user = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Escape', async () => {
    const user = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens again after being closed', async () => {
    const user = await openDialog();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByRole('dialog', { name: 'Datos de contacto' })).toBeInTheDocument();
  });
});
