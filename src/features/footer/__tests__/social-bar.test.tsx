import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { SocialBar } from '../components/social-bar';

const NEW_TAB = '(se abre en una pestaña nueva)';

describe('SocialBar', () => {
  it('links four networks and a WhatsApp chat with a greeting, each in a new tab', () => {
    renderWithProviders(<SocialBar />);
    const bar = within(screen.getByRole('navigation', { name: 'Redes sociales y atención' }));
    for (const network of ['Facebook', 'Instagram', 'X', 'TikTok']) {
      const link = bar.getByRole('link', { name: `Bait en ${network} ${NEW_TAB}` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    const chat = bar.getByRole('link', { name: `Escríbenos por WhatsApp ${NEW_TAB}` });
    const url = new URL(chat.getAttribute('href') ?? '');
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toMatch(/^\/52\d{10}$/);
    expect(url.searchParams.get('text')).toBe('¡Hola, Bait! Me gustaría recibir información.');
  });

  it('"Gestiona tu Bait" leads to /cambio-nir and shows its tooltip on hover and on focus', async () => {
    const { user, router } = renderWithProviders(<SocialBar />);
    const manage = screen.getByRole('link', { name: 'Gestiona tu Bait' });
    expect(manage).toHaveAttribute('href', '/cambio-nir');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.hover(manage);
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.unhover(manage);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    fireEvent.focus(manage);
    expect(screen.getByRole('tooltip')).toBeVisible();
    fireEvent.keyDown(manage, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.click(manage);
    expect(router.state.location.pathname).toBe('/cambio-nir');
  });
});
