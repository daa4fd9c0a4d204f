import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { setAnalyticsConsent } from '@/shared/domain/analytics';
import { server } from '@/shared/testing/mock-api';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { PortInRequest } from '../port-in-request';

const TRACKING_PATH = /^\/api\/esim\/v1\/api\/publico\/tracking\/[0-9a-f-]{36}\/portabilidad$/;
const dataLayer = () => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [];
const journeySteps = () => dataLayer().flatMap((entry) => (typeof entry === 'object' && entry && 'journey_step' in entry ? [entry.journey_step] : []));

/** The bodies of the port-in steps sent during the test (their path holds the guest uuid). */
function recordSteps(): unknown[] {
  const bodies: Promise<unknown>[] = [];
  const record = ({ request }: { request: Request }) => {
    if (TRACKING_PATH.test(new URL(request.url).pathname)) bodies.push(request.clone().json());
  };
  server.events.on('request:start', record);
  onTestFinished(() => {
    server.events.removeListener('request:start', record);
  });
  return bodies as unknown[];
}

afterEach(() => {
  setAnalyticsConsent(false);
  (window as Window & { dataLayer?: unknown[] }).dataLayer = [];
});

// The form loads its validation lazily; loaded once here, a busy machine cannot outrun findBy*.
beforeAll(async () => {
  await import('../schemas');
});

describe('PortInRequest', () => {
  it('validates, tracks each valid field, sends the request, shows a registered portability, with the funnel events', async () => {
    setAnalyticsConsent(true);
    const steps = recordSteps();
    const { user } = renderWithProviders(<PortInRequest />, { url: '/haz-tu-portabilidad' });
    await user.click(screen.getByRole('button', { name: 'Solicitar portabilidad' }));
    for (const message of ['Campo requerido', 'El NIP es obligatorio', 'El nombre es obligatorio', 'El correo electrónico es obligatorio']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'NIP de portabilidad' })).toHaveAccessibleDescription(
      'Envía un SMS con la palabra NIP al 051 o llama al 051 desde tu línea actual. El NIP es obligatorio',
    );

    await user.type(screen.getByRole('textbox', { name: 'Número a portar' }), '55 8765 4321');
    await user.type(screen.getByRole('textbox', { name: 'NIP de portabilidad' }), '1234');
    await user.type(screen.getByRole('textbox', { name: 'Nombre completo' }), 'Ana López');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@correo.example');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Solicitar portabilidad' }));

    const status = screen.getByRole('status');
    expect(
      await within(status).findByText('Recibimos tu solicitud de portabilidad. Te escribiremos a tu correo electrónico para confirmar el cambio.'),
    ).toBeInTheDocument();
    expect(await Promise.all(steps)).toEqual([
      { paso: 'numero', valor: '5587654321' },
      { paso: 'nip', valor: '1234' },
      { paso: 'nombre', valor: 'Ana López' },
      { paso: 'correo', valor: 'ana@correo.example' },
      { paso: 'solicitud', valor: 'vacio' },
    ]);
    expect(journeySteps()).toEqual([
      'portabilidad_inicio',
      'portabilidad_numero',
      'portabilidad_nip',
      'portabilidad_nombre',
      'portabilidad_correo',
      'portabilidad_solicitud',
      'portabilidad_solicitud_enviada',
    ]);

    const number = screen.getByRole('textbox', { name: 'Número a portar' });
    await user.clear(number);
    await user.type(number, '5512345678');
    await user.click(screen.getByRole('button', { name: 'Solicitar portabilidad' }));
    expect(await within(status).findByText('Tu número ya tiene una portabilidad registrada.')).toBeInTheDocument();
    expect(within(status).getByText('Número 55 12 34 56 78, SIM (ICCID) 8952140000123456789.')).toBeInTheDocument();
    expect(journeySteps().at(-1)).toBe('portabilidad_ya_registrada');
  });
});
