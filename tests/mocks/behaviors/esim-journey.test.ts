import { describe, expect, it } from 'vitest';
import { esimJourney } from '@mocks/behaviors/esim-journey';
import { API, exampleOf, send } from './helpers';

const VISITOR = '9b2e4d71-0c3a-4f58-b6e2-1a7d8c5f4e30';
const OTHER_VISITOR = '6d1f8a2c-4e7b-4b90-a3c5-2f9e0d7b6a18';
const track = (paso: string, valor = 'vacio', uuid = VISITOR) => send('POST', `${API}/api/esim/v1/api/publico/tracking/${uuid}`, { paso, valor });
const purchaseCheck = {
  imei: '356938035643809',
  email: 'ana.lopez@correo.example',
  numero: '5512345678',
  oferta: '1100201',
  esBait: true,
  procedePago: true,
  portabilidad: false,
};
const check = (body: Record<string, unknown>, uuid = VISITOR) => send('PATCH', `${API}/api/esim/v1/api/publico/tracking/${uuid}/all-data?flow=esim`, body);

describe('the eSIM journey', () => {
  it('keeps every step of a visitor in order, with the payment markers reached', async () => {
    for (const paso of ['telefono', 'correo', 'imei', 'bait', 'boton', 'aceptotycpago', 'pasarelacargada', 'aceptotycpago']) {
      const answer = await track(paso, paso === 'telefono' ? '5512345678' : 'vacio');
      expect(answer.body).toEqual(exampleOf('trackEsimStep', 'recorded'));
    }
    await track('correo', 'vacio', OTHER_VISITOR);

    const journey = esimJourney(VISITOR);
    expect(journey.steps.map((step) => step.paso)).toEqual([
      'telefono',
      'correo',
      'imei',
      'bait',
      'boton',
      'aceptotycpago',
      'pasarelacargada',
      'aceptotycpago',
    ]);
    expect(journey.steps[0]).toEqual({ at: expect.any(String), paso: 'telefono', valor: '5512345678' });
    expect(journey.paymentMarkers).toEqual(['aceptotycpago', 'pasarelacargada']);
    expect(esimJourney(OTHER_VISITOR).steps).toHaveLength(1);
  });

  it('keeps a purchase attempt for a check that proceeds to pay, and answers the contract', async () => {
    const answer = await check(purchaseCheck);
    expect(answer.body).toEqual(exampleOf('checkEsimPurchase', 'ok'));
    await check({ ...purchaseCheck, procedePago: false });
    expect(esimJourney(VISITOR).purchaseAttempts).toEqual([
      {
        at: expect.any(String),
        flow: 'esim',
        numero: '5512345678',
        email: 'ana.lopez@correo.example',
        imei: '356938035643809',
        oferta: '1100201',
        esBait: true,
        portabilidad: false,
      },
    ]);
  });

  it('starts empty in every test', () => {
    expect(esimJourney(VISITOR)).toEqual({ steps: [], purchaseAttempts: [], paymentMarkers: [] });
  });
});
