import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasAnalyticsConsent, setAnalyticsConsent } from '@/shared/domain/analytics';
import { paths } from '@/shared/domain/routing/paths';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { COOKIE_CONSENT_STORAGE_KEY, COOKIE_NOTICE_DELAY_MS } from '../constants';
import { CookieNotice } from '../cookie-notice';

type WindowWithDataLayer = Window & { dataLayer?: unknown[] };

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  // The banner is a lazy chunk: let its import resolve.
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

const notice = () => screen.queryByRole('region', { name: 'Aviso de cookies' });

describe('CookieNotice', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    delete (window as WindowWithDataLayer).dataLayer;
  });
  afterEach(() => {
    vi.useRealTimers();
    setAnalyticsConsent(false);
    localStorage.clear();
  });

  it('appears 4 seconds after start, not before', async () => {
    renderWithProviders(<CookieNotice />);
    await advance(COOKIE_NOTICE_DELAY_MS - 1);
    expect(notice()).not.toBeInTheDocument();
    await advance(1);
    expect(notice()).toBeInTheDocument();
  });

  it('Aceptar stores the choice, opens the analytics gate, pushes the consent event and closes', async () => {
    renderWithProviders(<CookieNotice />);
    await advance(COOKIE_NOTICE_DELAY_MS);

    fireEvent.click(within(notice() as HTMLElement).getByRole('button', { name: 'Aceptar' }));

    expect(localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY)).toBe('[1,2]');
    expect(hasAnalyticsConsent()).toBe(true);
    expect((window as WindowWithDataLayer).dataLayer).toEqual([{ event: 'cookie_consent', consent: 'granted' }]);
    expect(notice()).not.toBeInTheDocument();
  });

  it('is remembered: the next start opens the gate and shows no notice', async () => {
    const first = renderWithProviders(<CookieNotice />);
    await advance(COOKIE_NOTICE_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    first.unmount();
    setAnalyticsConsent(false); // as after a reload: the gate starts closed

    renderWithProviders(<CookieNotice />);
    await advance(COOKIE_NOTICE_DELAY_MS * 2);
    expect(notice()).not.toBeInTheDocument();
    expect(hasAnalyticsConsent()).toBe(true);
  });

  it('Configurar can refuse the performance cookies: stored as [1], the gate stays closed, no notice on the next start', async () => {
    const first = renderWithProviders(<CookieNotice />);
    await advance(COOKIE_NOTICE_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Configurar' }));
    await advance(0);
    const settings = screen.getByRole('dialog', { name: 'Configuración de cookies' });
    const performance = within(settings).getByRole('switch', { name: 'Permitir cookies de rendimiento' });
    expect(performance).not.toBeChecked();
    fireEvent.click(within(settings).getByRole('button', { name: 'Guardar mi elección' }));

    expect(localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY)).toBe('[1]');
    expect(hasAnalyticsConsent()).toBe(false);
    expect((window as WindowWithDataLayer).dataLayer).toBeUndefined();
    expect(notice()).not.toBeInTheDocument();
    first.unmount();

    renderWithProviders(<CookieNotice />);
    await advance(COOKIE_NOTICE_DELAY_MS * 2);
    expect(notice()).not.toBeInTheDocument();
    expect(hasAnalyticsConsent()).toBe(false);
  });

  it('Configurar with the switch on accepts, as Aceptar does', async () => {
    renderWithProviders(<CookieNotice />);
    await advance(COOKIE_NOTICE_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Configurar' }));
    await advance(0);
    const settings = screen.getByRole('dialog', { name: 'Configuración de cookies' });
    fireEvent.click(within(settings).getByRole('switch', { name: 'Permitir cookies de rendimiento' }));
    fireEvent.click(within(settings).getByRole('button', { name: 'Guardar mi elección' }));
    expect(localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY)).toBe('[1,2]');
    expect(hasAnalyticsConsent()).toBe(true);
  });

  it.each([paths.getALine, paths.portIn])('sends the extra acquisition event when accepted on %s', async (path) => {
    renderWithProviders(<CookieNotice />, { url: path });
    await advance(COOKIE_NOTICE_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect((window as WindowWithDataLayer).dataLayer).toContainEqual(expect.objectContaining({ event: 'page_view', page_path: path }));
  });

  it('sends no extra event when accepted on another page', async () => {
    renderWithProviders(<CookieNotice />, { url: paths.topUps });
    await advance(COOKIE_NOTICE_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect((window as WindowWithDataLayer).dataLayer).not.toContainEqual(expect.objectContaining({ event: 'page_view' }));
  });

  it('keeps a registration under way at start, so a reload keeps its progress (decision 243)', () => {
    localStorage.setItem('mibait-pin', 'eyJudW1iZXIiOiI1NTEyMzQ1Njc4In0=');
    localStorage.setItem('mibait-otp', 'b1e2c3d4');
    renderWithProviders(<CookieNotice />);
    expect(localStorage.getItem('mibait-pin')).toBe('eyJudW1iZXIiOiI1NTEyMzQ1Njc4In0=');
    expect(localStorage.getItem('mibait-otp')).toBe('b1e2c3d4');
  });

  it('Configurar opens the settings with both cookie kinds, and from there the policy', async () => {
    renderWithProviders(<CookieNotice />);
    await advance(COOKIE_NOTICE_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Configurar' }));
    await advance(0);

    const settings = screen.getByRole('dialog', { name: 'Configuración de cookies' });
    expect(within(settings).getByText('Cookies estrictamente necesarias')).toBeInTheDocument();
    expect(within(settings).getByText('Cookies de rendimiento')).toBeInTheDocument();
    expect(within(settings).getByRole('heading', { name: 'Cómo desactivar las cookies en tu navegador' })).toBeInTheDocument();

    fireEvent.click(within(settings).getByRole('button', { name: 'Consulta nuestra Política de cookies' }));
    const policy = screen.getByRole('dialog', { name: 'Política de cookies' });
    expect(policy).toHaveAccessibleDescription('Última actualización: 31 de octubre de 2021');
  });
});
