import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { OFFER_LIST_APP_VERSION, OFFER_LIST_RND } from '@/shared/domain/offers/api/offer-list-params';
import { recordRequests, server, chooseScenarios, type ScenarioOutcome } from '@/shared/testing/mock-api';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { AssociatesTopUpsPage, InternationalPackagesPage, TopUpsPage } from '../offer-pages';

/** The lists retry once (after 1 s) before they show the error. */
const AFTER_ONE_RETRY = { timeout: 3000 };

const PREPAID_PATH = '/conn/page/api/app/ofertas';
const EMPTY = 'No hay ofertas disponibles por el momento.';
const ERROR = 'No pudimos cargar las ofertas. Por favor inténtalo de nuevo.';

function renderTopUps() {
  return renderWithProviders(<TopUpsPage />, { url: '/recargas' });
}

describe('TopUpsPage', () => {
  it('has its heading and announces the loading list', async () => {
    renderTopUps();
    expect(screen.getByRole('heading', { level: 1, name: 'Recargas Bait' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando ofertas…');
    await screen.findByRole('heading', { level: 3, name: 'Bait 100' });
  });

  it('asks listPrepaidOffers with rnd and appversion and shows a card per offer', async () => {
    const requests = recordRequests(PREPAID_PATH);
    renderTopUps();
    const card = await screen.findByRole('article', { name: 'Bait 100' });
    expect(within(card).getByText('$100.00*')).toBeInTheDocument();
    expect(within(card).getByText('Vigencia: 30 días')).toBeInTheDocument();
    expect(within(card).getByText('Incluye:')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['5 GB para navegar', 'Redes sociales ilimitadas', 'Minutos y SMS ilimitados en México, EUA y Canadá']);
    expect(within(card).getByRole('link', { name: '*Aplica PUJ' })).toHaveAttribute('href', '/PUJ');
    expect(screen.getByRole('article', { name: 'Bait 200' })).toHaveTextContent('$200.00*');
    // The card's image: lazy, decorative, with its box set so nothing moves when it arrives.
    const image = card.querySelector('img');
    expect(['alt', 'loading', 'width', 'height'].map((name) => image?.getAttribute(name))).toEqual(['', 'lazy', '320', '180']);
    expect(image?.getAttribute('src')).toBe('/assets/ofertas/movil/bait-100.webp');
    expect(card.querySelector('source')?.getAttribute('srcset')).toBe('/assets/ofertas/escritorio/bait-100.webp');
    // A file the host lacks keeps its box, so the cards below do not move (decision 195).
    if (image) fireEvent.error(image);
    expect(card.querySelector('img')).toBe(image);

    const query = new URL(requests[0]?.url ?? '').searchParams;
    expect(query.get('rnd')).toBe(OFFER_LIST_RND);
    expect(query.get('appversion')).toBe(OFFER_LIST_APP_VERSION);
  });

  it('says so when the list is empty', async () => {
    chooseScenarios({ listPrepaidOffers: 'empty' });
    renderTopUps();
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it.each<ScenarioOutcome<'listPrepaidOffers'>>(['successFalse', 'networkError'])('shows an error with a retry on %s', async (outcome) => {
    chooseScenarios({ listPrepaidOffers: outcome });
    const { user } = renderTopUps();
    expect(await screen.findByRole('alert', {}, AFTER_ONE_RETRY)).toHaveTextContent(ERROR);

    chooseScenarios({}, { replace: true });
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('article', { name: 'Bait 100' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error on an HTTP 500 (not a status of the contract, so by a handler) and recovers', async () => {
    server.use(http.get(`*${PREPAID_PATH}`, () => new HttpResponse(null, { status: 500 })));
    const { user } = renderTopUps();
    expect(await screen.findByRole('alert', {}, AFTER_ONE_RETRY)).toHaveTextContent(ERROR);

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Bait 100' })).toBeInTheDocument();
  });

  it('keeps the error when the retry fails too', async () => {
    server.use(http.get(`*${PREPAID_PATH}`, () => HttpResponse.json({ success: false })));
    const { user } = renderTopUps();
    await screen.findByRole('alert', {}, AFTER_ONE_RETRY);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('alert', {}, AFTER_ONE_RETRY)).toHaveTextContent(ERROR);
  });
});

describe('AssociatesTopUpsPage', () => {
  it('shows associate offers without the fair-use link', async () => {
    renderWithProviders(<AssociatesTopUpsPage />, { url: '/recargas-asociados' });
    const card = await screen.findByRole('article', { name: 'Bait Socio 150' });
    expect(within(card).queryByRole('link', { name: '*Aplica PUJ' })).not.toBeInTheDocument();
  });

  it('checks the line as an associate before buying, in the words of the catalogue', async () => {
    const checks = recordRequests('/api/core/validaciones/recarga/numero');
    chooseScenarios({ validateTopUpLine: 'notAssociate' });
    const { user } = renderWithProviders(<AssociatesTopUpsPage />, { url: '/recargas-asociados' });
    const card = await screen.findByRole('article', { name: 'Bait Socio 150' });
    const buy = within(card).getByRole('button', { name: 'Comprar' });
    expect(buy).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Número de tu línea' }), '5512345678');
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'El número 5512345678 no está registrado como asociado, por lo que no puede recibir esta recarga. Te invitamos a conocer nuestras otras recargas.',
    );
    expect(await checks[0]?.json()).toMatchObject({ msisdn: '5512345678', type: 4 });
    expect(buy).toBeDisabled();

    chooseScenarios({ validateTopUpLine: 'valid' });
    await user.type(screen.getByRole('textbox', { name: 'Número de tu línea' }), '{Backspace}8');
    expect(await screen.findByText('Tu línea puede recibir las recargas para asociados.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(buy).toBeEnabled();
  });
});

describe('InternationalPackagesPage', () => {
  it('finds the package of a destination, ignoring accents', async () => {
    const { user } = renderWithProviders(<InternationalPackagesPage />, { url: '/paquetes-bait-internacionales' });
    await screen.findByRole('article', { name: 'Bait Internacional 300' });

    await user.type(screen.getByRole('searchbox', { name: 'País o región' }), 'japon');

    const results = screen.getByRole('status');
    expect(results).toHaveTextContent('1 destino encontrado');
    expect(within(results).getByRole('link', { name: 'Bait Internacional 300 ($300.00)' })).toHaveAttribute('href', '#oferta-1500501004');
  });

  it('says when no destination matches', async () => {
    const { user } = renderWithProviders(<InternationalPackagesPage />, { url: '/paquetes-bait-internacionales' });
    await user.type(await screen.findByRole('searchbox', { name: 'País o región' }), 'Atlántida');
    expect(screen.getByRole('status')).toHaveTextContent('No encontramos ese destino.');
  });

  it('says so when there are no international offers', async () => {
    chooseScenarios({ listInternationalOffers: 'empty' });
    renderWithProviders(<InternationalPackagesPage />, { url: '/paquetes-bait-internacionales' });
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
  });
});
