import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/domain/routing/paths';
import { chooseScenarios } from '@/shared/testing/mock-api';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { CoveragePage, FairUsePage, PortInPage, ServiceCentresPage, SiteMapPage, TermsPage } from '../static-pages';
import { staticPagesTexts } from '../texts';

/** The lists retry once (after 1 s) before they show the error; also a margin for a slow first render. */
const AFTER_ONE_RETRY = { timeout: 3000 };

describe('informational pages', () => {
  it.each([
    ['Haz tu portabilidad a Bait', PortInPage],
    ['Cobertura', CoveragePage],
    ['Política de uso justo', FairUsePage],
    ['Términos y condiciones', TermsPage],
    ['Mapa del sitio', SiteMapPage],
  ])('has the heading "%s"', (heading, Page) => {
    renderWithProviders(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('port-in leads to the get-a-line and compatibility flows', () => {
    renderWithProviders(<PortInPage />);
    expect(screen.getByRole('link', { name: 'Quiero cambiarme a Bait' })).toHaveAttribute('href', '/cambiate-a-bait');
    expect(screen.getByRole('link', { name: 'Verificar mi equipo' })).toHaveAttribute('href', '/compatibilidad');
  });
});

describe('SiteMapPage', () => {
  it('links to every public page except the 404', () => {
    renderWithProviders(<SiteMapPage />);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    const expected = Object.values(paths).filter((path) => path !== paths.notFound);
    expect([...hrefs].sort()).toEqual([...expected].sort());
  });

  it('lists each page once, under a group', () => {
    const grouped = staticPagesTexts.siteMap.groups.flatMap((group) => [...group.pages]);
    expect(new Set(grouped).size).toBe(grouped.length);
  });
});

describe('ServiceCentresPage: frequent questions', () => {
  it('shows each question with its answer', async () => {
    renderWithProviders(<ServiceCentresPage />, { url: '/centros-de-atencion' });
    const faq = screen.getByRole('region', { name: 'Preguntas frecuentes' });
    expect(await within(faq).findByText('¿Cómo recargo mi línea?', {}, AFTER_ONE_RETRY)).toBeInTheDocument();
    expect(within(faq).getByText(/La portabilidad se completa en un plazo de 24 horas/)).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    chooseScenarios({ listFrequentQuestions: 'empty' });
    renderWithProviders(<ServiceCentresPage />);
    expect(await screen.findByText('No hay preguntas frecuentes por el momento.')).toBeInTheDocument();
  });

  it('shows an error with a retry on success false', async () => {
    chooseScenarios({ listFrequentQuestions: 'successFalse' });
    const { user } = renderWithProviders(<ServiceCentresPage />);
    expect(await screen.findByRole('alert', {}, AFTER_ONE_RETRY)).toHaveTextContent('No pudimos cargar las preguntas frecuentes.');
    chooseScenarios({}, { replace: true });
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('¿Cómo recargo mi línea?')).toBeInTheDocument();
  });
});
