import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearStoredSession, storeSessionUser } from '@/shared/domain/session';
import { recordRequests, chooseScenarios } from '@/shared/testing/mock-api';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { testSessionUser } from '@/shared/testing/session-user';
import { BalancePage } from '../balance-page';

const legacyUser = testSessionUser();
const ssoUser = testSessionUser({ isLegacy: false });

beforeEach(() => localStorage.clear());
afterEach(() => clearStoredSession());

function renderBalance() {
  return renderWithProviders(<BalancePage />, { url: '/home', path: '/home' });
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('BalancePage', () => {
  it("names the active offers by the answer's name, else by the line type's offer lists, else by id (decision 187)", async () => {
    storeSessionUser(legacyUser);
    chooseScenarios({ getConsumption: 'namedOfferings' });
    renderBalance();
    const offers = await screen.findByRole('region', { name: 'Ofertas activas' }, { timeout: 5000 });
    // 1100101012 is "Bait 200" of the prepaid list; 1100902 is named by the answer; 1100201 by no one.
    await vi.waitFor(() =>
      expect(
        within(offers)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Bait 200 · Vence el 21/12/2026 23:59:59',
        'Paquete Redes Sociales 7 días · Vence el 10/12/2026 23:59:59',
        'Oferta 1100201 · Vence el 05/12/2026 23:59:59',
      ]),
    );
  });

  it('shows a legacy session its consumoV3 balance: cards, meters, next top-up, offers, number and name', async () => {
    storeSessionUser(legacyUser);
    chooseScenarios({ getConsumption: 'limitedData' });
    const requests = recordRequests('/conn/page/api/app/consumoV3');
    renderBalance();

    expect(screen.getByRole('heading', { level: 1, name: 'Mis consumos' })).toBeInTheDocument();
    expect(screen.getByText('Hola, María Hernández')).toBeInTheDocument();
    expect(screen.getByText('55 12 34 56 78')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 3, name: 'Datos a velocidad normal' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Datos a velocidad normal',
      'Datos para redes sociales',
      'Minutos',
      'SMS',
    ]);
    const data = card('Datos a velocidad normal');
    expect(within(data).getByText('1.5 GB')).toBeInTheDocument();
    expect(within(data).getByText('5 GB')).toBeInTheDocument();
    expect(within(data).getByText('3.5 GB')).toBeInTheDocument();
    const meter = within(data).getByRole('meter', { name: 'Datos a velocidad normal: disponibles' });
    expect(meter).toHaveAttribute('value', '3584');
    expect(meter).toHaveAttribute('max', '5120');
    expect(within(card('Minutos')).getByText('1,500 min')).toBeInTheDocument();
    expect(within(card('SMS')).getByText('460 SMS')).toBeInTheDocument();

    expect(screen.getByText('21/12/2026 23:59:59', { selector: 'time' }).closest('li')).toHaveTextContent('Próxima recarga: 21/12/2026 23:59:59');
    const offers = screen.getByRole('region', { name: 'Ofertas activas' });
    // 1100101005 is "Bait 100" of the prepaid list, whose 5 GB the cards show.
    await vi.waitFor(() => expect(within(offers).getByRole('listitem')).toHaveTextContent('Bait 100 · Vence el 21/12/2026 23:59:59'));
    expect(screen.queryByText('Tu plan es ilimitado')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeEnabled();

    expect(requests).toHaveLength(1);
    expect(await requests[0]?.json()).toEqual({ access: legacyUser.access });
  });

  it('says "ilimitado" for an unlimited plan and tells a line that shares its data', async () => {
    storeSessionUser(legacyUser);
    chooseScenarios({ getConsumption: 'unlimited' });
    const { unmount } = renderBalance();
    expect(await screen.findByText('Tu plan es ilimitado')).toBeInTheDocument();
    expect(within(card('Datos a velocidad reducida')).getByText('Ilimitado')).toBeInTheDocument();
    expect(within(card('Datos a velocidad reducida')).queryByRole('meter')).not.toBeInTheDocument();
    expect(within(card('Datos de uso internacional')).getByRole('meter')).toBeInTheDocument();
    unmount();

    chooseScenarios({ getConsumption: 'sharedData' });
    renderBalance();
    expect(await screen.findByText('Tu línea comparte sus datos con otras líneas.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Ofertas activas' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('reads an SSO session’s balance from consumoSSO with its bearer token; an empty plan invites to top up', async () => {
    storeSessionUser(ssoUser);
    chooseScenarios({ getSsoConsumption: 'noActivePlan' });
    const requests = recordRequests('/conn/page/api/sso/consumoSSO');
    renderBalance();
    expect(await screen.findByText(/No tienes un paquete vigente/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recargar' })).toHaveAttribute('href', '/recargas');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ofertas activas' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Próxima recarga/)).not.toBeInTheDocument();
    expect(requests[0]?.headers.get('Authorization')).toBe(`Bearer ${ssoUser.access}`);
    expect(await requests[0]?.json()).toEqual({ numero: ssoUser.number });
  });

  it('names an SSO session’s offers from the mobile lists: its own profile type (6) names no line type', async () => {
    storeSessionUser(testSessionUser({ isLegacy: false, userType: 6 }));
    chooseScenarios({ getSsoConsumption: 'balance' });
    const prepaidLists = recordRequests('/conn/page/api/app/ofertas');
    renderBalance();
    const offers = await screen.findByRole('region', { name: 'Ofertas activas' }, { timeout: 5000 });
    expect(within(offers).getByRole('listitem')).toBeInTheDocument();
    await vi.waitFor(() => expect(prepaidLists).toHaveLength(1));
  });

  it('shows the spec’s error text and a retry that asks again', async () => {
    storeSessionUser(legacyUser);
    chooseScenarios({ getConsumption: 'failure' });
    const { user } = renderBalance();
    expect(await screen.findByRole('alert')).toHaveTextContent('Hubo un error al obtener la información. Por favor inténtalo de nuevo');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    chooseScenarios({ getConsumption: 'limitedData' });
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Minutos' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
