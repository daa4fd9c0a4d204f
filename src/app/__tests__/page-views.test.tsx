import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setAnalyticsConsent } from '@/shared/domain/analytics';
import { renderApp } from './render-app';

type WindowWithDataLayer = Window & { dataLayer?: Array<Record<string, unknown>> };
const pageViews = () => ((window as WindowWithDataLayer).dataLayer ?? []).filter((entry) => entry.event === 'page_view');

afterEach(() => {
  setAnalyticsConsent(false);
  delete (window as WindowWithDataLayer).dataLayer;
});

describe('page views (spec 7, decision 021)', () => {
  it('are not sent before cookies are accepted', async () => {
    renderApp('/recargas');
    await screen.findByRole('heading', { level: 1, name: 'Recargas Bait' });
    expect(pageViews()).toEqual([]);
  });

  it('are sent once per page reached, with the page title, once accepted', async () => {
    setAnalyticsConsent(true);
    const { user } = renderApp('/recargas?utm_source=banner');
    await screen.findByRole('heading', { level: 1, name: 'Recargas Bait' });
    expect(pageViews()).toEqual([expect.objectContaining({ page_path: '/recargas?utm_source=banner', page_title: 'Recargas | Bait' })]);

    const nav = screen.getByRole('navigation', { name: 'Principal' });
    await user.click(within(nav).getByRole('button', { name: 'Centro de ayuda' }));
    await user.click(within(nav).getByRole('link', { name: 'Compatibilidad' }));
    await screen.findByRole('heading', { level: 1, name: 'Verifica la compatibilidad de tu equipo' });
    expect(pageViews().at(-1)).toEqual(expect.objectContaining({ page_path: '/compatibilidad', page_title: 'Compatibilidad | Bait' }));
    expect(pageViews()).toHaveLength(2);
  });
});
