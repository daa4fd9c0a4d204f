import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storedContactRequests } from '@mocks/behaviors/contact-requests';
import { getMockSettings } from '@mocks/config';
import type { OperationDefinition } from '@mocks/engine/types';
import { operations } from '@mocks/generated';
import { getScenarios, storeScenarios } from '@mocks/scenarios';
import { QaPanelRoot } from '../qa-panel-root';
import { fixtureOperations } from './operation-fixtures';

const VERIFY_IMEI_PATH = '/api/core/captacion/imei/verificacion';
/** Two operations of the real contract keep most cases quick; one case renders the whole contract. */
const someOperations = operations.filter((operation) => ['verifyImei', 'createContactRequest'].includes(operation.operationId));

function verifyImei(imei: string) {
  return fetch(`${window.location.origin}${VERIFY_IMEI_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ IMEI: imei }),
  });
}

function sendContactRequest() {
  return fetch(`${window.location.origin}/api/core/captacion/contacto`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Ordaccess: 'qa', Ordservicio: 'qa' },
    body: JSON.stringify({
      campania: { campaign: '', content: '', medium: '', source: 'qa' },
      persona: { compatible: true, nombre: 'Ana López', telefono: '5512345678', tipo: 2 },
    }),
  });
}

async function openPanel(panelOperations: readonly OperationDefinition[] = someOperations) {
  const user = userEvent.setup();
  render(<QaPanelRoot operations={panelOperations} />);
  await user.click(screen.getByRole('button', { name: 'Abrir panel de QA' }));
  return { user, panel: screen.getByRole('dialog', { name: 'Panel de QA' }) };
}

describe('QA panel', () => {
  it('is one "QA" button until opened, and opens and closes from the keyboard, giving the focus back', async () => {
    const user = userEvent.setup();
    render(<QaPanelRoot operations={operations} />);
    const toggle = screen.getByRole('button', { name: 'Abrir panel de QA' });
    expect(toggle).toHaveTextContent('QA');
    expect(screen.getByRole('complementary', { name: 'Herramientas de QA' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    const panel = screen.getByRole('dialog', { name: 'Panel de QA' });
    expect(within(panel).getByRole('button', { name: 'Cerrar panel de QA' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir panel de QA' })).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Cerrar panel de QA' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir panel de QA' })).toHaveFocus();
  });

  it('lists the operations grouped by tag, each with its outcomes', async () => {
    const { panel } = await openPanel(fixtureOperations);

    expect(
      within(panel)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['acquisition', 'sin etiqueta', 'visitor-tracking']);
    const acquisition = within(panel).getByRole('group', { name: 'acquisition' });
    expect(acquisition).not.toHaveAttribute('open');
    expect(within(acquisition).getAllByRole('combobox')).toHaveLength(2);
    expect(within(acquisition).getByRole('combobox', { name: 'checkDevice' })).toHaveAccessibleDescription('POST /api/core/equipo/verificacion');
    expect(within(acquisition).getByRole('combobox', { name: 'saveLead' })).toBeInTheDocument();
    expect(within(panel).getByRole('group', { name: 'visitor-tracking' })).toContainElement(within(panel).getByRole('combobox', { name: 'recordVisit' }));

    const select = within(acquisition).getByRole('combobox', { name: 'checkDevice' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Respuesta por defecto',
      'compatible · 200 · Equipo compatible',
      'incompatible · 200',
      'serverError · 500 · Error interno',
      'code=200 · Código 200',
      'code=500 · Código 500',
      'Error de red',
      'Tiempo de espera agotado',
    ]);
    expect(select).toHaveValue('');
  });

  it('filters the operations by operationId or path', async () => {
    const { user, panel } = await openPanel(fixtureOperations);
    const filter = within(panel).getByRole('searchbox', { name: 'Filtrar por operationId o ruta' });
    expect(filter).toHaveAccessibleDescription('4 de 4 operaciones');

    await user.type(filter, '/api/core/');
    expect(within(panel).getAllByRole('combobox', { name: /^(checkDevice|saveLead|recordVisit|getFlags)$/ })).toHaveLength(3);
    expect(filter).toHaveAccessibleDescription('3 de 4 operaciones');
    expect(within(panel).getByRole('group', { name: 'acquisition' })).toHaveAttribute('open');
    expect(within(panel).getByRole('group', { name: 'visitor-tracking' })).toHaveAttribute('open');

    await user.clear(filter);
    await user.type(filter, 'savelead');
    expect(within(panel).getByRole('combobox', { name: 'saveLead' })).toBeInTheDocument();
    expect(within(panel).queryByRole('combobox', { name: 'checkDevice' })).not.toBeInTheDocument();

    await user.type(filter, 'xyz');
    expect(within(panel).getByText('Ninguna operación coincide con el filtro.')).toBeInTheDocument();
  });

  it('sets the scenario as soon as an outcome is chosen; the next call answers it and shows in the list', async () => {
    const { user, panel } = await openPanel();
    const select = within(panel).getByRole('combobox', { name: 'verifyImei' });

    await user.selectOptions(select, 'vozapp');

    expect(getScenarios()).toEqual({ verifyImei: 'vozapp' });
    expect(select).toHaveValue('vozapp');
    expect(within(panel).getByText('verifyImei:vozapp')).toBeInTheDocument();

    const response = await verifyImei('356938035643809');
    expect(await response.json()).toMatchObject({ data: { homologated: 'VOZAPP' } });
    const calls = await within(panel).findByRole('list', { name: /Últimas llamadas/ });
    const call = within(calls).getByRole('listitem');
    expect(call).toHaveTextContent(`POST ${VERIFY_IMEI_PATH}`);
    expect(call).toHaveTextContent('Estado 200');
    expect(within(call).getByText('scenario:vozapp')).toBeInTheDocument();

    await user.selectOptions(select, 'networkError');
    expect(getScenarios()).toEqual({ verifyImei: 'networkError' });
    await user.selectOptions(select, 'Respuesta por defecto');
    expect(getScenarios()).toEqual({});
  });

  it('shows the current choice made before it opened, also one it does not list', async () => {
    storeScenarios({ verifyImei: 'code=500', createContactRequest: 'delay=900' });
    const { panel } = await openPanel();

    expect(within(panel).getByRole('combobox', { name: 'verifyImei' })).toHaveValue('code=500');
    expect(within(panel).getByRole('group', { name: 'acquisition' })).toHaveAttribute('open');
    const contact = within(panel).getByRole('combobox', { name: 'createContactRequest' });
    expect(contact).toHaveValue('delay=900');
    expect(within(contact).getByRole('option', { selected: true })).toHaveTextContent('delay=900 (elegido por URL)');
  });

  it('stays closed on a scenario the contract does not know, marks its button, and opens on a red line for each, none listed as active (decisions 150, 280)', async () => {
    storeScenarios({ verifyImei: 'vozzapp', verifyImeii: 'vozapp', createContactRequest: 'saved' });
    const user = userEvent.setup();
    render(<QaPanelRoot operations={someOperations} />);
    // The page stays usable: on a phone the panel would cover it whole.
    expect(screen.queryByRole('dialog', { name: 'Panel de QA' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Abrir panel de QA' });
    expect(button).toHaveTextContent('QA !');
    expect(button).toHaveAccessibleDescription('La dirección tiene valores rechazados: el panel dice cuáles.');
    await user.click(button);
    const panel = screen.getByRole('dialog', { name: 'Panel de QA' });

    const refused = within(panel).getByRole('region', { name: 'Escenarios rechazados' });
    const lines = within(refused).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent(
      '«verifyImei:vozzapp» rechazado: «vozzapp» no es un resultado de verifyImei; sus llamadas fallan con 421, un estado que ninguna operación declara, con los resultados conocidos. ¿Quisiste decir «vozapp»? Resultados conocidos: homologadosOVolte, vozapp,',
    );
    expect(lines[1]).toHaveTextContent('«verifyImeii:vozapp» rechazado: «verifyImeii» no es una operación del contrato');
    expect(lines[1]).toHaveTextContent('¿Quisiste decir «verifyImei»?');

    // Only the known choice is active; the typo is not offered as a choice made by URL.
    expect(within(panel).getByText('Activos:').parentElement).toHaveTextContent('Activos: createContactRequest:saved');
    const imei = within(panel).getByRole('combobox', { name: 'verifyImei' });
    expect(within(imei).getByRole('option', { selected: true })).toHaveTextContent('vozzapp (desconocido: sus llamadas fallan con 421)');
    expect(panel).not.toHaveTextContent('elegido por URL');
    expect(within(panel).getByRole('group', { name: 'acquisition' })).toHaveAttribute('open');
    expect(within(panel).getByRole('group', { name: 'acquisition' })).toHaveTextContent('(2 · 1 activo)');

    await user.click(within(refused).getByRole('button', { name: 'Quitar verifyImeii:vozapp' }));
    await user.click(within(panel).getByRole('button', { name: 'Quitar verifyImei:vozzapp' }));
    expect(getScenarios()).toEqual({ createContactRequest: 'saved' });
    expect(within(panel).queryByRole('region', { name: 'Escenarios rechazados' })).not.toBeInTheDocument();
  });

  it('shows the violations of a request that breaks the contract', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { panel } = await openPanel();

    await verifyImei('12ab');

    const calls = await within(panel).findByRole('list', { name: /Últimas llamadas/ });
    const [item, ...others] = within(calls)
      .getAllByRole('listitem')
      .filter((listItem) => listItem.parentElement === calls);
    if (!item) throw new Error('the call is not listed');
    expect(others).toEqual([]);
    expect(item).toHaveTextContent('Estado 422');
    expect(within(item).getByText('contract')).toBeInTheDocument();
    const violations = within(item).getByRole('list', { name: 'La petición no cumple el contrato:' });
    expect(within(violations).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(violations).toHaveTextContent(/IMEI/);
  });

  it('changes seed, data profile and latency of the mocks', async () => {
    const { user, panel } = await openPanel();

    const seed = within(panel).getByRole('spinbutton', { name: 'Semilla' });
    await user.clear(seed);
    await user.type(seed, '42');
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Perfil de datos' }), 'Mínimo (solo campos obligatorios)');
    const latency = within(panel).getByRole('spinbutton', { name: 'Latencia (ms)' });
    await user.clear(latency);
    await user.type(latency, '300');

    expect(getMockSettings()).toMatchObject({ seed: 42, profile: 'minimal', latencyMs: 300 });
  });

  it("shows the timeout outcome's wait per attempt and when each operation shows its error, from the retry table (issues 35, 47)", async () => {
    const { user, panel } = await openPanel();
    const timeout = within(panel).getByRole('spinbutton', { name: 'Espera de «timeout» por intento (ms)' });
    expect(timeout).toHaveValue(30000);
    expect(timeout).toHaveAccessibleDescription(
      /^Con «timeout», cada intento espera esto y recibe 504\. La pantalla muestra el error: a los 30 s, con un solo envío: escrituras y casi todas las lecturas; /,
    );
    expect(timeout).toHaveAccessibleDescription(/a los 61 s, con 2 envíos: [^;]*listPrepaidOffers/);
    expect(timeout).toHaveAccessibleDescription(/a los 127 s, con 4 envíos: getCaptchaInfo, getSsoIntroImages;/);
    expect(timeout).toHaveAccessibleDescription(/a los 5 s, porque la app deja de esperar: [^;]*getFeatureFlags/);
    await user.clear(timeout);
    await user.type(timeout, '2500');
    expect(getMockSettings().timeoutMs).toBe(2500);
    expect(timeout).toHaveAccessibleDescription(/a los 2\.5 s, con un solo envío: .* a los 6 s, con 2 envíos: [^;]*listPrepaidOffers/);
    await user.clear(timeout);
    await user.type(timeout, '0');
    expect(getMockSettings().timeoutMs).toBe(2500);
  });

  it('lists the contact requests the mocks stored', async () => {
    const { panel } = await openPanel();
    expect(within(panel).getByText('Aún no hay solicitudes guardadas.')).toBeInTheDocument();

    await sendContactRequest();

    const list = await within(panel).findByRole('list', { name: /Solicitudes de contacto guardadas/ });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Ana López');
    expect(within(list).getByRole('listitem')).toHaveTextContent('5512345678');
  });

  it('"Restablecer" clears scenarios, settings, stored state and the list of calls', async () => {
    const { user, panel } = await openPanel();
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'verifyImei' }), 'vozapp');
    const seed = within(panel).getByRole('spinbutton', { name: 'Semilla' });
    await user.clear(seed);
    await user.type(seed, '9');
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Perfil de datos' }), 'maximal');
    await sendContactRequest();
    await within(panel).findByRole('list', { name: /Últimas llamadas/ });
    expect(storedContactRequests()).toHaveLength(1);

    await user.click(within(panel).getByRole('button', { name: 'Restablecer' }));

    expect(getScenarios()).toEqual({});
    expect(getMockSettings()).toMatchObject({ seed: 1, profile: 'typical' });
    expect(storedContactRequests()).toEqual([]);
    expect(within(panel).getByRole('combobox', { name: 'verifyImei' })).toHaveValue('');
    expect(within(panel).getByRole('spinbutton', { name: 'Semilla' })).toHaveValue(1);
    expect(within(panel).getByRole('combobox', { name: 'Perfil de datos' })).toHaveValue('typical');
    expect(within(panel).getByText('Aún no hay llamadas en esta pestaña.')).toBeInTheDocument();
    expect(within(panel).getByText('Aún no hay solicitudes guardadas.')).toBeInTheDocument();
    expect(within(panel).getByText(/Se restablecieron/)).toBeInTheDocument();
  });

  it('"Copiar enlace" copies the page address with the chosen scenarios, seed and profile', async () => {
    const { user, panel } = await openPanel();
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'verifyImei' }), 'vozapp');
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'createContactRequest' }), 'code=500');
    const seed = within(panel).getByRole('spinbutton', { name: 'Semilla' });
    await user.clear(seed);
    await user.type(seed, '42');
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Perfil de datos' }), 'maximal');

    await user.click(within(panel).getByRole('button', { name: 'Copiar enlace' }));

    const copied = await navigator.clipboard.readText();
    const url = new URL(copied);
    expect(url.origin + url.pathname).toBe(window.location.origin + window.location.pathname);
    expect(url.searchParams.get('scenario')).toBe('verifyImei:vozapp,createContactRequest:code=500');
    expect(url.searchParams.get('seed')).toBe('42');
    expect(url.searchParams.get('profile')).toBe('maximal');
    expect(await within(panel).findByText('Enlace copiado al portapapeles.')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Enlace que reproduce esta configuración' })).toHaveValue(copied);
  });

  it('offers the link in a selected read-only field when the clipboard refuses it', async () => {
    const { user, panel } = await openPanel();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'verifyImei' }), 'timeout');

    await user.click(within(panel).getByRole('button', { name: 'Copiar enlace' }));

    const field = await within(panel).findByRole('textbox', { name: 'Enlace que reproduce esta configuración' });
    expect(field).toHaveAttribute('readonly');
    await waitFor(() => expect(field).toHaveFocus());
    const input = field as HTMLInputElement;
    expect(input.value).toBe(`${window.location.origin}/?scenario=verifyImei:timeout&seed=1&profile=typical`);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length]);
    expect(within(panel).getByText('No se pudo copiar: selecciona el enlace y cópialo.')).toBeInTheDocument();
  });
});
