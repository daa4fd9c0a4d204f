import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordRequests, chooseScenarios } from '@/shared/testing/mock-api';
import { createTestQueryClient } from '@/shared/testing/render-with-providers';
import { stubViewport } from '@/shared/testing/viewport';
import { widgetCatalogueQueryOptions } from '../api/get-widget-catalogue';
import { WIDGET_SKELETON_MS } from '../constants';
import { HelpWidget } from '../help-widget';

const CATALOGUE_PATH = '/conn/page/api/cdn/widget';
const FOOTER = 'Descubre, encuentra todo y paga menos';

/** Renders the trigger and opens the widget; the skeleton is still up when this returns. */
async function openWidget(width: 'desktop' | 'mobile' = 'desktop') {
  stubViewport(width);
  const queryClient = createTestQueryClient();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <QueryClientProvider client={queryClient}>
      <HelpWidget />
    </QueryClientProvider>,
  );
  const trigger = screen.getByRole('button', { name: 'Beneficios y tiendas' });
  await user.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Beneficios y tiendas' });
  return { user, dialog, trigger, queryClient };
}

/** Opens the widget and lets the start-up skeleton run out. */
async function openLoadedWidget(width: 'desktop' | 'mobile' = 'desktop') {
  const opened = await openWidget(width);
  await act(() => vi.advanceTimersByTimeAsync(WIDGET_SKELETON_MS));
  await within(opened.dialog).findByRole('tablist', { name: 'Categorías' });
  return opened;
}

function currentItems(dialog: HTMLElement) {
  return within(dialog)
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-current') === 'true');
}

describe('HelpWidget', () => {
  beforeEach(() => {
    // Only timeouts are faked, and they still follow real time: data and React keep working.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for the catalogue only when opened, then shows Beneficios with its first item active', async () => {
    const requests = recordRequests(CATALOGUE_PATH);
    stubViewport('desktop');
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <HelpWidget />
      </QueryClientProvider>,
    );
    expect(requests).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Beneficios y tiendas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Beneficios y tiendas' });
    await act(() => vi.advanceTimersByTimeAsync(WIDGET_SKELETON_MS));

    expect(await within(dialog).findByRole('tab', { name: 'Beneficios', selected: true })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Tiendas', selected: false })).toBeInTheDocument();
    const list = within(dialog).getByRole('list', { name: 'Beneficios' });
    // service_order is [2, 1]: "Envío a domicilio" comes first.
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual(['Tu súper hasta la puerta de tu casa', 'Paga tus recargas y acumula saldo']);
    const [first] = items;
    expect(first && within(first).getByRole('img', { name: 'Envío a domicilio' })).toHaveAttribute('src', '/assets/widget/marcas/envios.svg');
    expect(currentItems(dialog)).toEqual([first]);
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Envío a domicilio' })).toBeInTheDocument();
    expect(within(dialog).getByText('Haz tu pedido en línea y recíbelo el mismo día.')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('shows the skeleton for about 2 s after opening, even when the data is already there', async () => {
    const { dialog, queryClient } = await openWidget();
    const skeleton = within(dialog).getByRole('status');
    expect(skeleton).toHaveTextContent('Cargando beneficios y tiendas…');
    await waitFor(() => expect(queryClient.getQueryState(widgetCatalogueQueryOptions().queryKey)?.status).toBe('success'));

    await act(() => vi.advanceTimersByTimeAsync(WIDGET_SKELETON_MS - 300));
    expect(within(dialog).getByRole('status')).toBeInTheDocument();
    expect(within(dialog).queryByRole('tablist')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(await within(dialog).findByRole('tablist')).toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });

  it('switching tabs, by click or arrow keys, shows only that tab items and selects the first', async () => {
    const { user, dialog } = await openLoadedWidget();
    await user.click(within(dialog).getByRole('button', { name: /Paga tus recargas/ }));
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Tu monedero digital' })).toBeInTheDocument();
    expect(currentItems(dialog)).toHaveLength(1);

    await user.click(within(dialog).getByRole('tab', { name: 'Tiendas' }));
    expect(within(dialog).getByRole('tab', { name: 'Tiendas', selected: true })).toBeInTheDocument();
    const storeList = within(dialog).getByRole('list', { name: 'Tiendas' });
    expect(within(storeList).getAllByRole('button')).toHaveLength(1);
    expect(within(dialog).queryByRole('list', { name: 'Beneficios' })).not.toBeInTheDocument();
    expect(currentItems(dialog).map((item) => item.textContent)).toEqual(['Recarga en cualquier caja']);
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Recarga en tienda' })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    const services = within(dialog).getByRole('tab', { name: 'Beneficios', selected: true });
    expect(services).toHaveFocus();
    expect(services).toHaveAttribute('tabindex', '0');
    expect(within(dialog).getByRole('tab', { name: 'Tiendas' })).toHaveAttribute('tabindex', '-1');
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Envío a domicilio' })).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('tab', { name: 'Tiendas', selected: true })).toHaveFocus();
  });

  it('play hides the preview and embeds the player by video id', async () => {
    const { user, dialog } = await openLoadedWidget();
    expect(within(dialog).getByRole('img', { name: 'Vista previa del video: Envío a domicilio' })).toHaveAttribute(
      'src',
      '/assets/widget/miniaturas/envios.webp',
    );
    expect(within(dialog).queryByTitle('Video: Envío a domicilio')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Reproducir video: Envío a domicilio' }));

    expect(within(dialog).queryByRole('img', { name: /Vista previa del video/ })).not.toBeInTheDocument();
    const player = within(dialog).getByTitle('Video: Envío a domicilio');
    expect(player.tagName).toBe('IFRAME');
    expect(player.getAttribute('src')).toContain('3nv10sD0m1c');
    expect(player).toHaveAttribute('width', '300');
    expect(player).toHaveAttribute('height', '169');
  });

  it('the link button carries the item label, opens a new tab, and the footer text shows', async () => {
    const { dialog } = await openLoadedWidget();
    const link = within(dialog).getByRole('link', { name: 'Pedir ahora (se abre en una pestaña nueva)' });
    expect(link).toHaveAttribute('href', 'https://envios.bait.example/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(within(dialog).getByText(FOOTER, { exact: true })).toBeInTheDocument();
  });

  it('shows the alt text in place of an image that fails to load', async () => {
    const { dialog } = await openLoadedWidget();
    const brand = within(dialog).getByRole('img', { name: 'Envío a domicilio' });
    fireEvent.error(brand);
    const fallback = within(dialog).getByRole('img', { name: 'Envío a domicilio' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent('Envío a domicilio');
  });

  it('on mobile the detail replaces the list and "Regresar" brings the list back', async () => {
    const { user, dialog } = await openLoadedWidget('mobile');
    const list = within(dialog).getByRole('list', { name: 'Beneficios' });
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    expect(within(dialog).queryByRole('article')).not.toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: /Paga tus recargas/ }));
    expect(within(dialog).queryByRole('list', { name: 'Beneficios' })).not.toBeInTheDocument();
    const title = within(dialog).getByRole('heading', { level: 3, name: 'Tu monedero digital' });
    expect(title).toHaveFocus();
    expect(within(dialog).getByText(FOOTER)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Regresar' }));
    expect(within(dialog).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    const chosen = within(dialog).getByRole('button', { name: /Paga tus recargas/ });
    expect(chosen).toHaveAttribute('aria-current', 'true');
    expect(chosen).toHaveFocus();
  });

  it('Escape and the close button close it; the focus goes back to the trigger; it reopens on Beneficios', async () => {
    const { user, dialog, trigger } = await openLoadedWidget();
    await user.click(within(dialog).getByRole('tab', { name: 'Tiendas' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    const reopened = await screen.findByRole('dialog', { name: 'Beneficios y tiendas' });
    expect(within(reopened).getByRole('tab', { name: 'Beneficios', selected: true })).toBeInTheDocument();
    expect(within(reopened).getByRole('heading', { level: 3, name: 'Envío a domicilio' })).toBeInTheDocument();

    await user.click(within(reopened).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('says when a tab is empty', async () => {
    chooseScenarios({ getWidgetCatalogue: 'empty' });
    const { dialog } = await openLoadedWidget();
    expect(within(dialog).getByText('Por ahora no hay beneficios disponibles.')).toBeInTheDocument();
  });

  it('offers a retry when the catalogue cannot be read', async () => {
    chooseScenarios({ getWidgetCatalogue: 'networkError' });
    const requests = recordRequests(CATALOGUE_PATH);
    const { user, dialog } = await openWidget();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No pudimos cargar los beneficios y tiendas.');

    chooseScenarios({}, { replace: true });
    await user.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    await act(() => vi.advanceTimersByTimeAsync(WIDGET_SKELETON_MS));
    expect(await within(dialog).findByRole('tablist')).toBeInTheDocument();
    expect(requests).toHaveLength(2);
  });
});
