import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storeSessionUser } from '@/shared/domain/session';
import { chooseScenarios } from '@/shared/testing/mock-api';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { testSessionUser } from '@/shared/testing/session-user';
import { RecurringTopUpsPage } from '../recurring-top-ups-page';

/** Lazy chunks (the alert dialog, the form's rules) load slowly on a busy machine. */
const LOADED = { timeout: 5000 };

afterEach(() => {
  localStorage.clear();
});

function renderPage() {
  storeSessionUser(testSessionUser());
  return renderWithProviders(<RecurringTopUpsPage />, { url: '/recurrente' });
}

const items = () => screen.getAllByRole('article');

describe('RecurringTopUpsPage', () => {
  it('lists the active top-ups; Cancelar keeps one, Aceptar deactivates it and it leaves the list', async () => {
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Recarga 200' }, LOADED)).toBeInTheDocument();
    expect(items()).toHaveLength(2);
    const first = screen.getByRole('article', { name: 'Recarga 200' });
    expect(within(first).getByText('55 12 34 56 78')).toBeInTheDocument();
    expect(within(first).getByText('$200.00')).toBeInTheDocument();
    expect(within(first).getByText('30 días')).toBeInTheDocument();
    expect(within(first).getByText('Terminación 4242')).toBeInTheDocument();
    expect(within(first).getByText('01/12/2026')).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Desactivar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desactivar recarga recurrente' }, LOADED);
    expect(dialog).toHaveTextContent('¿Deseas desactivar la recarga recurrente Recarga 200 del número 55 12 34 56 78?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(items()).toHaveLength(2);

    await user.click(within(first).getByRole('button', { name: 'Desactivar' }));
    await user.click(within(await screen.findByRole('dialog', {}, LOADED)).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByRole('status', {}, LOADED)).toHaveTextContent('Tu recarga recurrente fue desactivada.');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Recarga 200' })).not.toBeInTheDocument(), LOADED);
    expect(items()).toHaveLength(1);
  });

  it('keeps the item and says so when the deactivation fails', async () => {
    chooseScenarios({ deactivateRecurringTopUp: 'notDeactivated' });
    const { user } = renderPage();
    const first = await screen.findByRole('article', { name: 'Recarga 200' }, LOADED);
    await user.click(within(first).getByRole('button', { name: 'Desactivar' }));
    await user.click(within(await screen.findByRole('dialog', {}, LOADED)).getByRole('button', { name: 'Aceptar' }));
    const alert = await screen.findByRole('dialog', { name: 'Advertencia' }, LOADED);
    expect(alert).toHaveTextContent('No fue posible desactivar tu recarga recurrente, intenta más tarde.');
    expect(screen.getByRole('article', { name: 'Recarga 200' })).toBeInTheDocument();
  });

  it('shows the empty state, and a failed list with a retry that recovers', async () => {
    chooseScenarios({ listActiveRecurringTopUps: 'noActiveTopUps' });
    const first = renderPage();
    expect(await screen.findByText('No tienes recargas recurrentes activas.', {}, LOADED)).toBeInTheDocument();
    first.unmount();

    chooseScenarios({ listActiveRecurringTopUps: 'listFailed' });
    const { user } = renderPage();
    const failure = await screen.findByRole('alert', {}, LOADED);
    expect(failure).toHaveTextContent('No fue posible consultar tus recargas recurrentes, intenta más tarde.');
    chooseScenarios({ listActiveRecurringTopUps: 'activeTopUps' });
    await user.click(within(failure).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Recarga 200' }, LOADED)).toBeInTheDocument();
  });
});
