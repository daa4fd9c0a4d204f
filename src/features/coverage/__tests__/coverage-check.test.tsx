import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordRequests, chooseScenarios } from '@/shared/testing/mock-api';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { CoverageCheck } from '../components/coverage-check';

const CHECK_PATH = '/conn/page/api/altan/serviceability';
const SAVE_PATH = '/api/asistencia/v2/soporte/cobertura-hbb';

async function fillAddress(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: 'Calle' }), 'Av. Insurgentes Sur');
  await user.type(screen.getByRole('textbox', { name: 'Número' }), '1602');
  await user.type(screen.getByRole('textbox', { name: 'Colonia' }), 'Crédito Constructor');
  await user.type(screen.getByRole('textbox', { name: 'Código postal' }), '03a940');
  await user.type(screen.getByRole('textbox', { name: 'Municipio o alcaldía' }), 'Benito Juárez');
  await user.type(screen.getByRole('textbox', { name: 'Estado' }), 'Ciudad de México');
}

// The form loads its validation lazily; loaded once here, a busy machine cannot outrun findBy*.
beforeAll(async () => {
  await import('../schemas');
});

describe('CoverageCheck', () => {
  it('validates, checks the address, marks it on the map, saves the result; then a check without location or service', async () => {
    const checks = recordRequests(CHECK_PATH);
    const saves = recordRequests(SAVE_PATH);
    const { user } = renderWithProviders(<CoverageCheck />, { url: '/cobertura' });
    const map = screen.getByRole('img', { name: 'Mapa de México' });
    expect(map).toHaveAccessibleDescription('Consulta tu domicilio para marcarlo en el mapa.');

    await user.click(screen.getByRole('button', { name: 'Consultar cobertura' }));
    expect(await screen.findByText('La calle es obligatoria')).toBeInTheDocument();
    for (const message of [
      'El número es obligatorio',
      'La colonia es obligatoria',
      'El código postal es obligatorio',
      'El municipio o alcaldía es obligatorio',
      'El estado es obligatorio',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(checks).toHaveLength(0);

    await fillAddress(user);
    expect(screen.getByRole('textbox', { name: 'Código postal' })).toHaveValue('03940');
    await user.click(screen.getByRole('button', { name: 'Consultar cobertura' }));

    const status = screen.getByRole('status');
    expect(await within(status).findByText('¡Buenas noticias! Tu domicilio tiene cobertura de Internet en casa.')).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: 'Ver ofertas de Internet en casa' })).toHaveAttribute('href', '/internet-en-casa');
    expect(await within(status).findByText('Guardamos el resultado de tu consulta.')).toBeInTheDocument();
    expect(new URL(checks[0]?.url ?? '').searchParams.get('direccion')).toBe(
      'Av. Insurgentes Sur 1602, Crédito Constructor, C.P. 03940, Benito Juárez, Ciudad de México',
    );
    expect(await saves[0]?.json()).toEqual({
      cobertura: true,
      respuesta: '¡Buenas noticias! Tu domicilio tiene cobertura de Internet en casa.',
      direccion: 'Av. Insurgentes Sur 1602, Crédito Constructor, C.P. 03940, Benito Juárez, Ciudad de México',
      ubicacion: { lat: 19.3887, lng: -99.1636 },
    });
    expect(map).toHaveAccessibleDescription('Ubicación aproximada de tu domicilio: 19.3887, -99.1636.');
    expect(screen.getByTestId('coverage-map-marker')).toBeInTheDocument();

    chooseScenarios({ checkHomeCoverage: 'noCapacity', saveHomeCoverageResult: 'notSaved' });
    await user.click(screen.getByRole('button', { name: 'Consultar cobertura' }));
    expect(
      await within(status).findByText(
        'Tu domicilio tiene cobertura, pero por ahora no hay capacidad disponible para contratar Internet en casa. Inténtalo más adelante.',
      ),
    ).toBeInTheDocument();
    expect(
      await within(status).findByText('No pudimos guardar el resultado de tu consulta, pero la respuesta de cobertura sigue siendo válida.'),
    ).toBeInTheDocument();
    expect(map).toHaveAccessibleDescription('La respuesta no incluye la ubicación de tu domicilio, por eso no se marca en el mapa.');
    expect(screen.queryByTestId('coverage-map-marker')).not.toBeInTheDocument();
    expect(await saves[1]?.json()).not.toHaveProperty('ubicacion');

    chooseScenarios({ checkHomeCoverage: 'failure' }, { replace: true });
    await user.click(screen.getByRole('button', { name: 'Consultar cobertura' }));
    expect(await within(status).findByText('No fue posible consultar la cobertura de tu domicilio. Por favor inténtalo de nuevo.')).toBeInTheDocument();
    expect(saves).toHaveLength(2);
  });
});
