import { describe, expect, it } from 'vitest';
import { storedRecurringTopUps } from '@mocks/behaviors/recurring-top-ups';
import { exampleOf, PAYMENTS_API, send } from './helpers';

const SERVICE = '2f1c7a9e-5b3d-4e8f-a1c6-9d0b7e2f4a58';
const OTHER_SERVICE = '8a4e6c2d-1f3b-4a5c-9e7d-0b2f4c6a8e1d';
const list = (uuid = SERVICE) => send('GET', `${PAYMENTS_API}/servicio/${uuid}/recurrencia/activas`);
const deactivate = (id: string, uuid = SERVICE) => send('POST', `${PAYMENTS_API}/servicio/${uuid}/recurrencia/desactivar`, { id });

const activeTopUps = exampleOf('listActiveRecurringTopUps', 'activeTopUps') as { lista: Array<{ id: string }> };
const [first, second] = activeTopUps.lista.map((item) => item.id);

describe('recurring top-ups', () => {
  it('list the example at first', async () => {
    const answer = await list();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(activeTopUps);
  });

  it('lose the one deactivated, for that service only', async () => {
    await list();
    const answer = await deactivate(String(first));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(exampleOf('deactivateRecurringTopUp', 'deactivated'));

    expect((await list()).body).toEqual({ ...activeTopUps, lista: activeTopUps.lista.filter((item) => item.id !== first) });
    expect(storedRecurringTopUps(SERVICE)?.map((item) => item.id)).toEqual([second]);
    expect((await list(OTHER_SERVICE)).body).toEqual(activeTopUps);
  });

  it('answer 404 for an id that is not active, or that was deactivated already', async () => {
    await list();
    const unknown = await deactivate('rec-no-existe');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(exampleOf('deactivateRecurringTopUp', 'recurringTopUpNotFound'));
    await deactivate(String(first));
    expect((await deactivate(String(first))).status).toBe(404);
  });

  it('deactivate from the example list of a service whose list was never read', async () => {
    expect((await deactivate(String(second))).status).toBe(200);
    expect((await list()).body).toEqual({ ...activeTopUps, lista: activeTopUps.lista.filter((item) => item.id !== second) });
  });

  it('list noActiveTopUps once every one is deactivated', async () => {
    await list();
    await deactivate(String(first));
    await deactivate(String(second));
    expect((await list()).body).toEqual(exampleOf('listActiveRecurringTopUps', 'noActiveTopUps'));
  });

  it('start from the example list in every test', async () => {
    expect(storedRecurringTopUps(SERVICE)).toBeUndefined();
    expect((await list()).body).toEqual(activeTopUps);
  });
});
