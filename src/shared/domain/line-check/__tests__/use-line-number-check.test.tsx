import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRequests } from '@/shared/testing/mock-api';
import { chooseScenarios, type ScenarioOutcome } from '@/shared/testing/mock-api';
import { createTestQueryClient } from '@/shared/testing/render-with-providers';
import { AlertProvider } from '@/shared/ui/alert/alert-provider';
import { LINE_CHECK_DELAY_MS } from '../constants';
import type { LineType } from '../line-type';
import { useLineNumberCheck, type UseLineNumberCheckOptions } from '../use-line-number-check';

const CHECK_PATH = '/api/core/validaciones/cuenta/numero';
const CAPTCHA_PATH = '/api/core/servicio/resources/captcha/bait/cdn';
const NUMBER = '5512345678';

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createTestQueryClient()}>
      <AlertProvider>{children}</AlertProvider>
    </QueryClientProvider>
  );
}

function renderCheck(initial: UseLineNumberCheckOptions) {
  return renderHook((props: UseLineNumberCheckOptions) => useLineNumberCheck(props), { wrapper, initialProps: initial });
}

/** Lets the debounce run under fake timers, then the request under real ones. */
async function passDelay(ms = LINE_CHECK_DELAY_MS) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function bodiesOf(requests: Request[]) {
  return Promise.all(requests.map(async (request) => (await request.clone().json()) as Record<string, unknown>));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useLineNumberCheck: when the check runs', () => {
  it('reads the captcha configuration as soon as it mounts, before any number is typed', async () => {
    const captcha = recordRequests(CAPTCHA_PATH);
    const { result } = renderCheck({ lineType: 'mbb', number: '' });
    expect(result.current.status).toBe('idle');
    await waitFor(() => expect(captcha).toHaveLength(1));
  });

  it('stays idle and sends nothing while the number has fewer than 10 digits', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const checks = recordRequests(CHECK_PATH);
    const { result } = renderCheck({ lineType: 'mbb', number: '551234567' });
    await passDelay(LINE_CHECK_DELAY_MS * 3);
    expect(result.current.status).toBe('idle');
    expect(checks).toHaveLength(0);
  });

  it('checks 300 ms after typing stops, once, with the last number', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const checks = recordRequests(CHECK_PATH);
    const { result, rerender } = renderCheck({ lineType: 'mbb', number: '5512345670' });
    expect(result.current.status).toBe('checking');
    await passDelay(LINE_CHECK_DELAY_MS - 100);
    rerender({ lineType: 'mbb', number: NUMBER });
    await passDelay(LINE_CHECK_DELAY_MS - 1);
    expect(checks).toHaveLength(0);
    await passDelay(1);
    vi.useRealTimers();
    await waitFor(() => expect(result.current.status).toBe('valid'));
    expect(checks).toHaveLength(1);
    expect((await bodiesOf(checks))[0]).toMatchObject({ msisdn: NUMBER });
  });

  it('drops back to idle when a digit is deleted', async () => {
    const { result, rerender } = renderCheck({ lineType: 'mbb', number: NUMBER });
    await waitFor(() => expect(result.current.status).toBe('valid'));
    rerender({ lineType: 'mbb', number: NUMBER.slice(0, 9) });
    expect(result.current.status).toBe('idle');
  });
});

describe('useLineNumberCheck: what it sends', () => {
  it.each<[LineType, number]>([
    ['mbb', 1],
    ['hbb', 2],
    ['mifi', 3],
  ])('sends the %s line type as type %i, with the url of the captcha configuration and a stand-in token', async (lineType, code) => {
    const checks = recordRequests(CHECK_PATH);
    const { result } = renderCheck({ lineType, number: NUMBER });
    await waitFor(() => expect(result.current.status).toBe('valid'));
    const [body] = await bodiesOf(checks);
    expect(body).toMatchObject({ url: 'https://www.bait.example/login', msisdn: NUMBER, type: code });
    expect(body?.token).toMatch(/^mock-captcha-/);
  });

  it('sends an empty token when the captcha is off', async () => {
    chooseScenarios({ getCaptchaInfo: 'captchaOff' });
    const checks = recordRequests(CHECK_PATH);
    const { result } = renderCheck({ lineType: 'mbb', number: NUMBER });
    await waitFor(() => expect(result.current.status).toBe('valid'));
    expect((await bodiesOf(checks))[0]).toMatchObject({ token: '', url: 'https://www.bait.example/login' });
  });

  it.each<ScenarioOutcome<'getCaptchaInfo'>>(['captchaUnavailable', 'networkError'])(
    'still checks without captcha, with the page address, when the configuration is %s',
    async (outcome) => {
      chooseScenarios({ getCaptchaInfo: outcome });
      const checks = recordRequests(CHECK_PATH);
      const { result } = renderCheck({ lineType: 'mbb', number: NUMBER });
      await waitFor(() => expect(result.current.status).toBe('valid'));
      expect((await bodiesOf(checks))[0]).toMatchObject({ token: '', url: `${window.location.origin}${window.location.pathname}` });
    },
  );

  it('checks the number again when the line type changes', async () => {
    const checks = recordRequests(CHECK_PATH);
    const { result, rerender } = renderCheck({ lineType: 'mbb', number: NUMBER });
    await waitFor(() => expect(result.current.status).toBe('valid'));
    rerender({ lineType: 'mifi', number: NUMBER });
    expect(result.current.status).toBe('checking');
    await waitFor(() => expect(result.current.status).toBe('valid'));
    expect((await bodiesOf(checks)).map((body) => body.type)).toEqual([1, 3]);
  });
});

describe('useLineNumberCheck: each outcome', () => {
  it('valid: no alert, no field error', async () => {
    chooseScenarios({ validateLineNumber: 'valid' });
    const { result } = renderCheck({ lineType: 'mbb', number: NUMBER });
    await waitFor(() => expect(result.current.status).toBe('valid'));
    expect(result.current.fieldError).toBeUndefined();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each<[ScenarioOutcome<'validateLineNumber'>, string]>([
    ['statusCode1', `Lo sentimos, el número ${NUMBER} no puede continuar. Comunícate con nosotros al *282 desde tu línea Bait.`],
    ['statusCode2', `El número ${NUMBER} no existe en la red Bait, verifica que esté bien escrito.`],
  ])('%s: danger alert with the server message and the number in place of #numero#', async (outcome, message) => {
    chooseScenarios({ validateLineNumber: outcome });
    const { result } = renderCheck({ lineType: 'mbb', number: NUMBER });
    await waitFor(() => expect(result.current.status).toBe('invalid'));
    expect(result.current.message).toBe(message);
    expect(result.current.fieldError).toBe('Número inválido');
    const alert = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(alert).getByText(message)).toBeInTheDocument();
  });

  it.each<[LineType, string]>([
    ['mbb', 'telefonía móvil Bait'],
    ['hbb', 'Internet en casa'],
    ['mifi', 'Internet portátil'],
  ])('statusCode4 on %s: the message is built from the line type', async (lineType, name) => {
    chooseScenarios({ validateLineNumber: 'statusCode4' });
    const { result } = renderCheck({ lineType, number: NUMBER });
    await waitFor(() => expect(result.current.status).toBe('invalid'));
    const message = `El número ${NUMBER} no corresponde a un servicio de ${name}. Verifica el tipo de línea seleccionado.`;
    expect(result.current.message).toBe(message);
    expect(result.current.fieldError).toBe('Número inválido');
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it.each<[ScenarioOutcome<'validateLineNumber'>, string]>([
    ['failure', 'Lo sentimos, el servicio no está disponible, favor de intentarlo más tarde.'],
    ['serverError', 'Error interno del servidor'],
    ['networkError', 'Lo sentimos, el servicio no está disponible, favor de intentarlo más tarde.'],
  ])('%s: danger alert whose "Reintentar" checks again; the number is not flagged', async (outcome, message) => {
    chooseScenarios({ validateLineNumber: outcome });
    const checks = recordRequests(CHECK_PATH);
    const { result } = renderCheck({ lineType: 'mbb', number: NUMBER });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.message).toBe(message);
    expect(result.current.fieldError).toBeUndefined();
    const alert = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(alert).getByText(message)).toBeInTheDocument();
    chooseScenarios({ validateLineNumber: 'valid' });
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(result.current.status).toBe('valid'));
    expect(checks).toHaveLength(2);
  });

  it('shows no alert when the caller handles the messages itself', async () => {
    chooseScenarios({ validateLineNumber: 'statusCode2' });
    const { result } = renderCheck({ lineType: 'mbb', number: NUMBER, showAlerts: false });
    await waitFor(() => expect(result.current.status).toBe('invalid'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
