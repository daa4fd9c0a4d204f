import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CookiePolicyLauncher } from '../cookie-policy-launcher';

function FooterLike() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Política de cookies
      </button>
      <CookiePolicyLauncher open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe('CookiePolicyLauncher', () => {
  it('loads nothing until asked, then shows the policy and closes it', async () => {
    const user = userEvent.setup();
    render(<FooterLike />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Política de cookies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Política de cookies' });
    expect(dialog).toHaveTextContent('Última actualización: 31 de octubre de 2021');

    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
