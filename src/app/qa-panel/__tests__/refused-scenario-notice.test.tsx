/** A refused scenario covers the page with a notice instead of passing for an outcome (issue 35). */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SCENARIO_REFUSED_STATUS } from '@mocks/engine/scenario-keys';
import { getScenarios, storeScenarios } from '@mocks/scenarios';
import { RefusedScenarioNotice } from '../refused-scenario-notice';

const VERIFY_IMEI_PATH = '/api/core/captacion/imei/verificacion';

function verifyImei(init: RequestInit = {}) {
  return fetch(`${window.location.origin}${VERIFY_IMEI_PATH}`, {
    method: 'POST',
    body: JSON.stringify({ IMEI: '356938035643809' }),
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

function notice() {
  return screen.findByRole('dialog', { name: 'Escenario rechazado: esto no es un resultado' });
}

describe('the refused scenario notice', () => {
  it('stays away while every call is answered', async () => {
    render(<RefusedScenarioNotice />);
    expect((await verifyImei()).status).toBe(200);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('covers the page after a refused call, names the entry and its likely key, and takes the likely key', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    storeScenarios({ verifyImei: 'vozzapp', createContactRequest: 'saved' });
    const user = userEvent.setup();
    render(<RefusedScenarioNotice />);

    const response = await verifyImei();
    expect(response.status).toBe(SCENARIO_REFUSED_STATUS);
    const dialog = await notice();
    expect(dialog).toHaveAccessibleDescription(
      'La llamada falló a propósito con 421, un estado que ninguna operación declara: lo que muestre la página detrás de este aviso no es una respuesta real.',
    );
    expect(dialog).toHaveTextContent('«verifyImei:vozzapp»: «vozzapp» no es un resultado de verifyImei. ¿Quisiste decir «verifyImei:vozapp»?');
    expect(dialog).toHaveTextContent('Después, repite la acción en la página.');
    const useLikely = within(dialog).getByRole('button', { name: 'Usar «verifyImei:vozapp»' });
    expect(useLikely).toHaveFocus();

    await user.click(useLikely);
    expect(getScenarios()).toEqual({ createContactRequest: 'saved', verifyImei: 'vozapp' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await verifyImei()).status).toBe(200);
  });

  it('names a mistyped operation with its likely name, and drops the entry on request or on Escape', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    storeScenarios({ verifyImei: 'zzzzzzzzzz' });
    const user = userEvent.setup();
    render(<RefusedScenarioNotice />);

    await verifyImei();
    let dialog = await notice();
    expect(dialog).toHaveTextContent('«verifyImei:zzzzzzzzzz»: «zzzzzzzzzz» no es un resultado de verifyImei. Ninguna clave del contrato se le parece');
    expect(within(dialog).queryByRole('button', { name: /^Usar/ })).not.toBeInTheDocument();
    const remove = within(dialog).getByRole('button', { name: 'Quitar «verifyImei:zzzzzzzzzz»' });
    expect(remove).toHaveFocus();
    await user.click(remove);
    expect(getScenarios()).toEqual({});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // A Prefer header names an example the operation does not have: the same notice, and Escape drops it.
    storeScenarios({ createContactRequest: 'saved' });
    await verifyImei({ headers: { prefer: 'example=vozzap' } });
    dialog = await notice();
    expect(dialog).toHaveTextContent('«verifyImei:vozzap»: «vozzap» no es un resultado de verifyImei. ¿Quisiste decir «verifyImei:vozapp»?');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getScenarios()).toEqual({ createContactRequest: 'saved' });
  });
});
