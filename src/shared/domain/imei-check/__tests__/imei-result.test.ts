import { describe, expect, it } from 'vitest';
import {
  esimImeiOutcomeOf,
  imeiResultKeyOf,
  isPositiveImeiResult,
  offersPhysicalSim,
  type EsimImeiOutcome,
  type ImeiAnswer,
  type ImeiResultKey,
} from '../api/imei-result';

function response(status: number, body: ImeiAnswer['body']): ImeiAnswer {
  return { status, body };
}

describe('imeiResultKeyOf, server variant (data.homologated, data.soportaESIM, mensaje)', () => {
  const cases: Array<[string, ImeiAnswer, ImeiResultKey]> = [
    [
      'compatible with eSIM',
      response(200, { success: true, mensaje: 'HOMOLOGADOS O VOLTE', data: { homologated: 'HOMOLOGADOS O VOLTE', soportaESIM: 'SI' } }),
      'HOMOLOGADOS O VOLTE',
    ],
    ['VOZAPP', response(200, { success: true, mensaje: 'VOZAPP', data: { homologated: 'VOZAPP', soportaESIM: 'SI' } }), 'VOZAPP'],
    ['VOZAPP without eSIM', response(200, { success: true, data: { homologated: 'VOZAPP', soportaESIM: 'NO' } }), 'VOZAPP'],
    [
      'compatible without eSIM',
      response(200, { success: true, mensaje: 'HOMOLOGADOS O VOLTE', data: { homologated: 'HOMOLOGADOS O VOLTE', soportaESIM: 'NO' } }),
      'noEsim',
    ],
    ['not compatible', response(200, { success: true, mensaje: 'NO HOMOLOGADO', data: { homologated: 'NO HOMOLOGADO', soportaESIM: 'NO' } }), 'default'],
    ['not compatible even though it supports eSIM', response(200, { success: true, data: { homologated: 'NO HOMOLOGADO', soportaESIM: 'SI' } }), 'default'],
    ['success false', response(200, { success: false, mensaje: 'No fue posible validar el IMEI' }), 'default'],
    [
      'success false with a compatible homologation',
      response(200, { success: false, data: { homologated: 'HOMOLOGADOS O VOLTE', soportaESIM: 'SI' } }),
      'default',
    ],
    ['success true without data', response(200, { success: true }), 'default'],
    ['HTTP 400 with mensaje Bad Request', response(400, { success: false, mensaje: 'Bad Request' }), 'Bad Request'],
    ['HTTP 400 without a body', response(400, undefined), 'Bad Request'],
    ['mensaje Bad Request on HTTP 200', response(200, { success: false, mensaje: 'Bad Request' }), 'Bad Request'],
    ['HTTP 500 with mensaje Error 500', response(500, { success: false, mensaje: 'Error 500' }), 'Error 500'],
    ['HTTP 503 without a body', response(503, undefined), 'Error 500'],
    ['mensaje Error 500 on HTTP 200', response(200, { success: false, mensaje: 'Error 500' }), 'Error 500'],
    ['HTTP 404 with success false', response(404, { success: false, mensaje: 'Not Found' }), 'default'],
    ['HTTP 200 without a body', response(200, undefined), 'default'],
  ];

  it.each(cases)('%s -> %s', (_name, answer, expected) => {
    expect(imeiResultKeyOf(answer)).toBe(expected);
  });
});

describe('imeiResultKeyOf, compatibility variant (isCompatible, supportEsim, message)', () => {
  const cases: Array<[string, ImeiAnswer, ImeiResultKey]> = [
    ['compatible with eSIM', response(200, { success: true, isCompatible: true, supportEsim: true, message: 'HOMOLOGADOS O VOLTE' }), 'HOMOLOGADOS O VOLTE'],
    [
      'compatible with eSIM, message not a homologation',
      response(200, { success: true, isCompatible: true, supportEsim: true, message: 'OK' }),
      'HOMOLOGADOS O VOLTE',
    ],
    ['VOZAPP in message', response(200, { success: true, isCompatible: true, supportEsim: true, message: 'VOZAPP' }), 'VOZAPP'],
    ['compatible without eSIM', response(200, { success: true, isCompatible: true, supportEsim: false, message: 'HOMOLOGADOS O VOLTE' }), 'noEsim'],
    ['not compatible', response(200, { success: true, isCompatible: false, supportEsim: false, message: 'NO HOMOLOGADO' }), 'default'],
    ['success false', response(200, { success: false, message: 'No fue posible validar el IMEI' }), 'default'],
    ['HTTP 400 with message Bad Request', response(400, { success: false, isCompatible: true, supportEsim: false, message: 'Bad Request' }), 'Bad Request'],
    ['message Bad Request on HTTP 200', response(200, { success: false, message: 'Bad Request' }), 'Bad Request'],
    ['HTTP 500 with mensaje Error 500', response(500, { success: false, mensaje: 'Error 500' }), 'Error 500'],
    ['message Error 500 on HTTP 200', response(200, { success: false, message: 'Error 500' }), 'Error 500'],
  ];

  it.each(cases)('%s -> %s', (_name, answer, expected) => {
    expect(imeiResultKeyOf(answer)).toBe(expected);
  });
});

describe('imeiResultKeyOf without an answer', () => {
  it('maps a network failure to Error 500', () => {
    expect(imeiResultKeyOf({ status: undefined, body: undefined })).toBe('Error 500');
  });
});

describe('result presentation', () => {
  it.each<[ImeiResultKey, boolean, boolean]>([
    ['HOMOLOGADOS O VOLTE', true, false],
    ['VOZAPP', true, false],
    ['Bad Request', false, true],
    ['noEsim', false, true],
    ['Error 500', false, false],
    ['default', false, false],
  ])('%s: positive %s, offers a physical SIM %s', (key, positive, simLink) => {
    expect(isPositiveImeiResult(key)).toBe(positive);
    expect(offersPhysicalSim(key)).toBe(simLink);
  });
});

describe('esimImeiOutcomeOf: the four outcomes of the eSIM dialog', () => {
  const cases: Array<[string, ImeiAnswer, EsimImeiOutcome]> = [
    [
      'compatible with eSIM',
      response(200, { success: true, isCompatible: true, supportEsim: true, message: 'HOMOLOGADOS O VOLTE' }),
      { kind: 'esimCapable', key: 'HOMOLOGADOS O VOLTE' },
    ],
    ['VOZAPP with eSIM', response(200, { success: true, isCompatible: true, supportEsim: true, message: 'VOZAPP' }), { kind: 'esimCapable', key: 'VOZAPP' }],
    ['VOZAPP without eSIM', response(200, { success: true, isCompatible: true, supportEsim: false, message: 'VOZAPP' }), { kind: 'noEsim' }],
    ['compatible without eSIM', response(200, { success: true, isCompatible: true, supportEsim: false, message: 'HOMOLOGADOS O VOLTE' }), { kind: 'noEsim' }],
    ['Bad Request', response(400, { success: false, isCompatible: true, supportEsim: false, message: 'Bad Request' }), { kind: 'noEsim' }],
    ['not compatible', response(200, { success: true, isCompatible: false, supportEsim: false, message: 'NO HOMOLOGADO' }), { kind: 'notCompatible' }],
    ['success false', response(200, { success: false, message: 'No fue posible validar el IMEI' }), { kind: 'notCompatible' }],
    ['Error 500 key only', response(500, { success: false, message: 'Error 500' }), { kind: 'serviceError', serverMessage: undefined }],
    [
      'server message on a 503',
      response(503, { success: false, mensaje: 'Servicio en mantenimiento' }),
      { kind: 'serviceError', serverMessage: 'Servicio en mantenimiento' },
    ],
    ['no answer', { status: undefined, body: undefined }, { kind: 'serviceError', serverMessage: undefined }],
  ];

  it.each(cases)('%s', (_name, answer, expected) => {
    expect(esimImeiOutcomeOf(answer)).toEqual(expected);
  });
});
