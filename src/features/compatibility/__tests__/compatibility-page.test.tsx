import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordRequests, server, chooseScenarios, type ScenarioOutcome } from '@/shared/testing/mock-api';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { CompatibilityPage } from '../compatibility-page';

const VERIFY_PATH = '/api/core/captacion/imei/verificacion';
const VALID_IMEI = '356938035643809';
const HINT = 'Marca *#06# para ver tu IMEI y asegúrate de que tu equipo esté desbloqueado.';

function renderPage() {
  return renderWithProviders(<CompatibilityPage />, { url: '/compatibilidad' });
}

const imeiField = () => screen.getByRole('textbox', { name: 'IMEI' });
const verifyButton = () => screen.getByRole('button', { name: 'Verificar' });
const resultRegion = () => screen.getByRole('status');

async function verify(user: UserEvent, imei = VALID_IMEI) {
  await user.type(imeiField(), imei);
  await user.click(verifyButton());
}

describe('CompatibilityPage: the IMEI field', () => {
  it('has a heading and a numeric IMEI field with its hint', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Verifica la compatibilidad de tu equipo');
    expect(imeiField()).toHaveAttribute('inputmode', 'numeric');
    expect(imeiField()).toHaveAttribute('maxlength', '17');
    expect(imeiField()).toHaveAccessibleDescription(HINT);
  });

  it('keeps digits only, up to 17', async () => {
    const { user } = renderPage();
    await user.type(imeiField(), '35 69-38a0356438091234');
    expect(imeiField()).toHaveValue('35693803564380912');
  });

  it('requires the IMEI: "El IMEI es obligatorio"', async () => {
    const requests = recordRequests(VERIFY_PATH);
    const { user } = renderPage();
    await user.click(verifyButton());
    await screen.findByText('El IMEI es obligatorio');
    expect(imeiField()).toHaveAccessibleDescription(`${HINT} El IMEI es obligatorio`);
    expect(imeiField()).toHaveFocus();
    expect(imeiField()).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it('shows the required error after the field is left empty', async () => {
    const { user } = renderPage();
    await user.click(imeiField());
    await user.tab();
    expect(screen.getByText('El IMEI es obligatorio')).toBeInTheDocument();
  });

  it('rejects fewer than 13 digits: "El formato del IMEI es inválido"', async () => {
    const requests = recordRequests(VERIFY_PATH);
    const { user } = renderPage();
    await verify(user, '356938035643');
    await screen.findByText('El formato del IMEI es inválido');
    expect(imeiField()).toHaveAccessibleDescription(`${HINT} El formato del IMEI es inválido`);
    expect(requests).toHaveLength(0);
  });

  it.each(['3569380356438', '35693803564380912'])('accepts %s and sends it as IMEI', async (imei) => {
    const requests = recordRequests(VERIFY_PATH);
    const { user } = renderPage();
    await verify(user, imei);
    await within(resultRegion()).findByText('¡Felicidades! Su equipo es compatible con nuestra red');
    expect(imeiField()).not.toHaveAttribute('aria-invalid');
    expect(await requests[0]?.json()).toEqual({ IMEI: imei });
  });
});

describe('CompatibilityPage: outcomes', () => {
  const outcomes: Array<[ScenarioOutcome<'verifyImei'>, string, boolean]> = [
    ['homologadosOVolte', '¡Felicidades! Su equipo es compatible con nuestra red', false],
    ['vozapp', 'Su equipo es compatible con nuestra red. Para disfrutar del servicio es necesario descargar la aplicación VozAPP.', false],
    ['noEsim', 'Su equipo es compatible con nuestra red, pero no admite eSIM. Puede disfrutar del servicio con una SIM física.', true],
    ['notCompatible', 'Lo sentimos. Su equipo no es compatible con nuestra red', false],
    ['successFalse', 'Lo sentimos. Su equipo no es compatible con nuestra red', false],
    ['badRequest', 'Su equipo es compatible con nuestra red, pero no cuenta con tecnología eSIM. Le invitamos a adquirir una SIM física.', true],
    ['error500', 'Estimado usuario, ha ocurrido un error interno del servidor. Por favor, inténtalo de nuevo más tarde.', false],
  ];

  it.each(outcomes)('scenario %s announces its message', async (scenario, message, offersSim) => {
    chooseScenarios({ verifyImei: scenario });
    const { user } = renderPage();
    await verify(user);

    const region = resultRegion();
    expect(await within(region).findByText(message)).toBeInTheDocument();
    const simLink = within(region).queryByRole('link', { name: 'Obtén tu SIM física' });
    if (offersSim) expect(simLink).toHaveAttribute('href', '/cambiate-a-bait');
    else expect(simLink).not.toBeInTheDocument();
  });

  it('announces the server error message when the network fails', async () => {
    server.use(http.post(`*${VERIFY_PATH}`, () => HttpResponse.error()));
    const { user } = renderPage();
    await verify(user);
    expect(
      await within(resultRegion()).findByText('Estimado usuario, ha ocurrido un error interno del servidor. Por favor, inténtalo de nuevo más tarde.'),
    ).toBeInTheDocument();
  });

  it('clears the result when the IMEI changes', async () => {
    const { user } = renderPage();
    await verify(user);
    await within(resultRegion()).findByText('¡Felicidades! Su equipo es compatible con nuestra red');

    await user.type(imeiField(), '1');

    expect(resultRegion()).toBeEmptyDOMElement();
  });
});
