import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordRequests, server, chooseScenarios } from '@/shared/testing/mock-api';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { GetALinePage } from '../get-a-line-page';

const CONTACT_PATH = '/api/core/captacion/contacto';
const FAILURE_MESSAGE = 'Lo sentimos, hubo un error al guardar tu información. Por favor inténtalo de nuevo';

function renderPage(url = '/cambiate-a-bait') {
  return renderWithProviders(<GetALinePage />, { url, path: '/cambiate-a-bait' });
}

async function openDialog(user: UserEvent, button: 'Contáctame por WhatsApp' | 'Contáctame por teléfono') {
  await user.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog');
}

async function fillForm(user: UserEvent, dialog: HTMLElement, phoneLabel: string) {
  const form = within(dialog);
  await user.type(form.getByRole('textbox', { name: 'Nombre' }), '  Ana López ');
  await user.type(form.getByRole('textbox', { name: phoneLabel }), '55 1234 5678');
  await user.type(form.getByRole('textbox', { name: 'Confirma tu número' }), '5512345678');
  await user.click(form.getByRole('checkbox', { name: /He leído, entiendo y consiento/ }));
}

describe('GetALinePage', () => {
  it('shows its heading and the two ways to be contacted, without loading the dialog', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Cámbiate a Bait' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contáctame por WhatsApp' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contáctame por teléfono' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
  });

  it('opens the WhatsApp variant with its title, text and phone label, focused on the name', async () => {
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Contáctame por WhatsApp');

    expect(dialog).toHaveAccessibleName('Cámbiate a Bait vía WhatsApp');
    expect(dialog).toHaveAccessibleDescription('Un asesor te llamará para que puedas obtener tu SIM con servicio.');
    expect(within(dialog).getByRole('textbox', { name: 'Teléfono(whatsapp)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
  });

  it('opens the phone variant with its title and phone label', async () => {
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Contáctame por teléfono');

    expect(dialog).toHaveAccessibleName('Cámbiate a Bait vía Telefónica');
    expect(within(dialog).getByRole('textbox', { name: 'Teléfono de contacto' })).toBeInTheDocument();
  });

  it('closes with "Cerrar" and keeps what was typed for the next opening', async () => {
    const { user } = renderPage();
    let dialog = await openDialog(user, 'Contáctame por WhatsApp');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Ana');

    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    dialog = await openDialog(user, 'Contáctame por teléfono');
    expect(within(dialog).getByRole('textbox', { name: 'Nombre' })).toHaveValue('Ana');
  });

  it.each([
    {
      button: 'Contáctame por WhatsApp',
      phoneLabel: 'Teléfono(whatsapp)',
      tipo: 2,
      alert: 'Hemos guardado tus datos, a la brevedad uno de nuestros agentes se pondrá en contacto contigo vía Whatsapp',
    },
    {
      button: 'Contáctame por teléfono',
      phoneLabel: 'Teléfono de contacto',
      tipo: 1,
      alert: 'Hemos guardado tus datos, a la brevedad uno de nuestros agentes se pondrá en contacto contigo vía Telefónica',
    },
  ] as const)('saves a $phoneLabel request, closes the dialog and confirms it', async ({ button, phoneLabel, tipo, alert }) => {
    const requests = recordRequests(CONTACT_PATH);
    const { user } = renderPage('/cambiate-a-bait?utm_campaign=verano&utm_source=google');
    const dialog = await openDialog(user, button);
    await fillForm(user, dialog, phoneLabel);

    await user.click(within(dialog).getByRole('button', { name: 'ENVIAR DATOS' }));

    const success = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(success).toHaveAccessibleDescription(alert);
    expect(screen.queryByRole('dialog', { name: /Cámbiate a Bait vía/ })).not.toBeInTheDocument();

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    // The captacion channel's secure data (getSecureData's ok example), not the environment (decision 266).
    expect(request?.headers.get('Ordaccess')).toBe('bGxhdmVyby1kZS1wcnVlYmEtYmFpdA==');
    expect(request?.headers.get('Ordservicio')).toBe('srv-pagos-4f7c2a9e');
    expect(await request?.json()).toEqual({
      campania: { campaign: 'verano', content: '', medium: '', source: 'google' },
      persona: { compatible: true, nombre: 'Ana López', telefono: '5512345678', tipo },
    });

    await user.click(within(success).getByRole('button', { name: 'Aceptar' }));
    const reopened = await openDialog(user, button);
    expect(within(reopened).getByRole('textbox', { name: 'Nombre' })).toHaveValue('');
    expect(within(reopened).getByRole('textbox', { name: phoneLabel })).toHaveValue('');
    expect(within(reopened).getByRole('checkbox', { name: /He leído/ })).not.toBeChecked();
    expect(within(reopened).getByRole('button', { name: 'ENVIAR DATOS' })).toBeDisabled();
  });

  it('disables "ENVIAR DATOS" while the request is on its way', async () => {
    let answer = () => {};
    server.use(
      http.post(`*${CONTACT_PATH}`, async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({ success: true });
      }),
    );
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Contáctame por WhatsApp');
    await fillForm(user, dialog, 'Teléfono(whatsapp)');
    const submit = within(dialog).getByRole('button', { name: 'ENVIAR DATOS' });

    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());

    answer();
    await screen.findByRole('dialog', { name: 'Aviso' });
  });

  const failures: Array<[string, () => void]> = [
    ['HTTP 500 (scenario serverError)', () => chooseScenarios({ createContactRequest: 'serverError' })],
    ['success false (scenario notSaved)', () => chooseScenarios({ createContactRequest: 'notSaved' })],
    ['a network error', () => server.use(http.post(`*${CONTACT_PATH}`, () => HttpResponse.error()))],
    [
      'an answer that is not JSON',
      () =>
        server.use(
          http.post(`*${CONTACT_PATH}`, () => new HttpResponse('<html>Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })),
        ),
    ],
  ];

  it.each(failures)('on %s warns and keeps the dialog open with everything typed', async (_case, arrange) => {
    arrange();
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Contáctame por WhatsApp');
    await fillForm(user, dialog, 'Teléfono(whatsapp)');

    await user.click(within(dialog).getByRole('button', { name: 'ENVIAR DATOS' }));

    const warning = await screen.findByRole('dialog', { name: 'Advertencia' });
    expect(warning).toHaveAccessibleDescription(FAILURE_MESSAGE);
    await user.click(within(warning).getByRole('button', { name: 'Aceptar' }));
    expect(screen.queryByRole('dialog', { name: 'Advertencia' })).not.toBeInTheDocument();

    const form = within(screen.getByRole('dialog', { name: 'Cámbiate a Bait vía WhatsApp' }));
    expect(form.getByRole('textbox', { name: 'Nombre' })).toHaveValue('  Ana López ');
    expect(form.getByRole('textbox', { name: 'Teléfono(whatsapp)' })).toHaveValue('5512345678');
    expect(form.getByRole('textbox', { name: 'Confirma tu número' })).toHaveValue('5512345678');
    expect(form.getByRole('checkbox', { name: /He leído/ })).toBeChecked();
    expect(form.getByRole('button', { name: 'ENVIAR DATOS' })).toBeEnabled();
  });

  it.each([
    ['success false (scenario failure)', 'failure'],
    ['HTTP 500 (scenario serverError)', 'serverError'],
  ] as const)('without the channel keys (secure data %s) sends nothing and says the service is unavailable (decision 266)', async (_case, outcome) => {
    chooseScenarios({ getSecureData: outcome });
    const requests = recordRequests(CONTACT_PATH);
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Contáctame por WhatsApp');
    await fillForm(user, dialog, 'Teléfono(whatsapp)');
    await user.click(within(dialog).getByRole('button', { name: 'ENVIAR DATOS' }));
    const warning = await screen.findByRole('dialog', { name: 'Advertencia' });
    expect(warning).toHaveAccessibleDescription('Lo sentimos, el servicio no está disponible, favor de intentarlo más tarde.');
    expect(requests).toHaveLength(0);
    await user.click(within(warning).getByRole('button', { name: 'Aceptar' }));
    expect(within(screen.getByRole('dialog', { name: 'Cámbiate a Bait vía WhatsApp' })).getByRole('textbox', { name: 'Nombre' })).toHaveValue('  Ana López ');
  });

  it('links to the compatibility check', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Verifica la compatibilidad de tu equipo' })).toHaveAttribute('href', '/compatibilidad');
  });
});
