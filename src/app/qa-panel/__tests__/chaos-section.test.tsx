/** Chaos mode in the QA panel (issue 47, decision 276): the switch, the calls it failed, a refused value. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { configureMocks, getMockSettings } from '@mocks/config';
import { chaosDraw } from '@mocks/engine/chaos';
import { operations } from '@mocks/generated';
import { QaPanelRoot } from '../qa-panel-root';

const VERIFY_IMEI_PATH = '/api/core/captacion/imei/verificacion';
const someOperations = operations.filter((operation) => ['verifyImei', 'createContactRequest'].includes(operation.operationId));
const verifyImeiOperation = someOperations.find((operation) => operation.operationId === 'verifyImei');

function verifyImei() {
  return fetch(`${window.location.origin}${VERIFY_IMEI_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ IMEI: '356938035643809' }),
  }).catch(() => undefined);
}

async function openPanel() {
  const user = userEvent.setup();
  render(<QaPanelRoot operations={someOperations} />);
  await user.click(screen.getByRole('button', { name: 'Abrir panel de QA' }));
  return { user, panel: screen.getByRole('dialog', { name: 'Panel de QA' }) };
}

describe('chaos mode in the QA panel', () => {
  it('turns chaos on with a seed and rate, and marks the call chaos failed with what it failed with', async () => {
    configureMocks({ timeoutMs: 20 });
    const { user, panel } = await openPanel();
    const section = panel;
    await user.click(within(section).getByRole('checkbox', { name: 'Hacer fallar llamadas al azar' }));
    expect(getMockSettings().chaos).toBe('1:0.2');

    const rate = within(section).getByRole('spinbutton', { name: 'Tasa de fallos (de 0 a 1)' });
    await user.clear(rate);
    await user.type(rate, '1');
    const seed = within(section).getByRole('spinbutton', { name: 'Semilla del caos' });
    await user.clear(seed);
    await user.type(seed, '9');
    expect(getMockSettings().chaos).toBe('9:1');

    if (!verifyImeiOperation) throw new Error('no verifyImei');
    const expected = chaosDraw({ seed: 9, rate: 1 }, verifyImeiOperation, 0);
    await verifyImei();
    const calls = await within(panel).findByRole('list', { name: /Últimas llamadas/ });
    const call = within(calls).getByRole('listitem');
    expect(call).toHaveTextContent(`Falló por el modo caos: ${expected}`);

    await user.click(within(section).getByRole('checkbox', { name: 'Hacer fallar llamadas al azar' }));
    expect(getMockSettings().chaos).toBe('');
  });

  it('marks its button on a malformed chaos value; the panel says why in red and removes it', async () => {
    configureMocks({ chaos: '7:1.5' });
    const user = userEvent.setup();
    render(<QaPanelRoot operations={someOperations} />);
    expect(screen.queryByRole('dialog', { name: 'Panel de QA' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abrir panel de QA' }));
    const panel = screen.getByRole('dialog', { name: 'Panel de QA' });
    const alert = within(panel).getByRole('alert');
    expect(alert).toHaveTextContent('«chaos=7:1.5» rechazado: la tasa «1.5» no es un número de 0 a 1');
    expect(alert).toHaveTextContent('falla con 421');

    const consoleError = vi.mocked(console.error).mockImplementation(() => undefined);
    const refused = await verifyImei();
    expect(refused?.status).toBe(421);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('chaos=7:1.5 refused'));

    await user.click(within(alert).getByRole('button', { name: 'Quitar chaos' }));
    expect(getMockSettings().chaos).toBe('');
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    expect((await verifyImei())?.status).toBe(200);
  });
});
