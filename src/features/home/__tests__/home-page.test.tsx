import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { HomePage } from '../home-page';

describe('HomePage', () => {
  it('introduces the site', () => {
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Telefonía e internet de prepago con Bait' })).toBeInTheDocument();
  });

  it('offers a card to get a line and one to check a device', () => {
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 3, name: 'Cámbiate a Bait' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quiero que me contacten' })).toHaveAttribute('href', '/cambiate-a-bait');
    expect(screen.getByRole('heading', { level: 3, name: 'Compatibilidad de tu equipo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verificar mi equipo' })).toHaveAttribute('href', '/compatibilidad');
  });

  it('navigates to the compatibility page from its card', async () => {
    const { user, router } = renderWithProviders(<HomePage />);
    await user.click(screen.getByRole('link', { name: 'Verificar mi equipo' }));
    expect(router.state.location.pathname).toBe('/compatibilidad');
  });
});
