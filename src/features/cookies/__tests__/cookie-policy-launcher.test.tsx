import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { hasAnalyticsConsent, setAnalyticsConsent } from '@/shared/domain/analytics';
import { COOKIE_CONSENT_STORAGE_KEY } from '../constants';
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
  afterEach(() => {
    setAnalyticsConsent(false);
    localStorage.clear();
  });

  it('lets a visitor who accepted withdraw the consent from the footer: "Configurar cookies", switch off, save', async () => {
    localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, '[1,2]');
    setAnalyticsConsent(true);
    const user = userEvent.setup();
    render(<FooterLike />);
    await user.click(screen.getByRole('button', { name: 'Política de cookies' }));
    const policy = await screen.findByRole('dialog', { name: 'Política de cookies' }, { timeout: 5000 });
    await user.click(within(policy).getByRole('button', { name: 'Configurar cookies' }));
    const settings = await screen.findByRole('dialog', { name: 'Configuración de cookies' }, { timeout: 5000 });
    const performance = within(settings).getByRole('switch', { name: 'Permitir cookies de rendimiento' });
    expect(performance).toBeChecked();
    await user.click(performance);
    await user.click(within(settings).getByRole('button', { name: 'Guardar mi elección' }));

    expect(localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY)).toBe('[1]');
    expect(hasAnalyticsConsent()).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Configuración de cookies' })).not.toBeInTheDocument());
  });

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
