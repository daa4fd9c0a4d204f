import { describe, expect, it } from 'vitest';
import { toBasicProfile } from '@/shared/domain/profile/api/basic-profile';
import { lineCheckOutcomeOf, lineFormOutcomeOf, nirChangeOutcomeOf, ownerNameOf, toNirList } from '../api/outcomes';

const DN = '5512345678';
const SERVICE_UNAVAILABLE = 'Lo sentimos, el servicio no está disponible, favor de intentarlo más tarde.';

describe('lineCheckOutcomeOf (checkBaitLine statuses)', () => {
  it('goes on with a usable line', () => {
    expect(lineCheckOutcomeOf({ status: 0, success: true, dn: DN }, DN)).toEqual({ kind: 'passed' });
  });

  it.each([
    [-1, 'La línea 55 12 34 56 78 no está registrada como asociado Bait.'],
    [2, 'El número 55 12 34 56 78 no existe en la red Bait, verifica que esté bien escrito.'],
    [4, 'El número 55 12 34 56 78 no corresponde a una línea de telefonía móvil Bait.'],
  ] as const)('status %i says why', (status, message) => {
    expect(lineCheckOutcomeOf({ status, success: false, dn: DN }, DN)).toEqual({ kind: 'refused', message });
  });

  it('points to support for statuses 1 and 3', () => {
    for (const status of [1, 3] as const) {
      const outcome = lineCheckOutcomeOf({ status, success: false }, DN);
      expect(outcome.kind).toBe('refused');
      expect(outcome.kind === 'refused' && outcome.message).toContain('*282');
    }
  });

  it('reads status 500, status 0 without success and no answer as the service failing', () => {
    for (const answer of [{ status: 500, success: false } as const, { status: 0, success: false } as const, undefined]) {
      expect(lineCheckOutcomeOf(answer, DN)).toEqual({ kind: 'refused', message: SERVICE_UNAVAILABLE });
    }
  });
});

describe('lineFormOutcomeOf (submitLineForm)', () => {
  it('goes on when received, else shows the server message or the service failing', () => {
    expect(lineFormOutcomeOf({ success: true, mensaje: 'Recibimos tu solicitud.' })).toEqual({ kind: 'passed' });
    expect(lineFormOutcomeOf({ success: false, mensaje: 'No fue posible.' })).toEqual({ kind: 'refused', message: 'No fue posible.' });
    expect(lineFormOutcomeOf({ success: false })).toEqual({ kind: 'refused', message: SERVICE_UNAVAILABLE });
    expect(lineFormOutcomeOf(undefined)).toEqual({ kind: 'refused', message: SERVICE_UNAVAILABLE });
  });
});

describe('toNirList (listAvailableNirs)', () => {
  it('makes one option per NIR, its id the NIR and its name the code and the place', () => {
    expect(
      toNirList({
        success: true,
        lista: [{ nir: '55', ciudad: 'Ciudad de México', estado: 'Ciudad de México' }, { nir: '81', estado: 'Nuevo León' }, { nir: '999' }],
      }),
    ).toEqual({
      kind: 'listed',
      options: [
        { id: '55', name: '55 · Ciudad de México, Ciudad de México' },
        { id: '81', name: '81 · Nuevo León' },
        { id: '999', name: '999' },
      ],
    });
  });

  it('keeps an empty list apart from a failure', () => {
    expect(toNirList({ success: true, lista: [] })).toEqual({ kind: 'listed', options: [] });
    expect(toNirList({ success: false, mensaje: 'No fue posible consultar los NIR disponibles.' })).toEqual({
      kind: 'failed',
      message: 'No fue posible consultar los NIR disponibles.',
    });
    expect(toNirList(undefined)).toEqual({ kind: 'failed', message: 'No fue posible consultar los NIR disponibles.' });
  });
});

describe('ownerNameOf (getBasicProfile)', () => {
  it('gives the name of a found profile, nothing otherwise', () => {
    expect(ownerNameOf(toBasicProfile({ success: true, informacion: { dn: DN, nombre: ' María Hernández ' } }))).toBe('María Hernández');
    expect(ownerNameOf(toBasicProfile({ success: true, informacion: { dn: DN } }))).toBeUndefined();
    expect(ownerNameOf(toBasicProfile({ success: false, mensaje: 'No se encontró información del número' }))).toBeUndefined();
    expect(ownerNameOf(undefined)).toBeUndefined();
  });
});

describe('nirChangeOutcomeOf (changeNir, spec 8)', () => {
  it('changed: the server message, or a default', () => {
    expect(nirChangeOutcomeOf({ success: true, mensaje: 'Listo.' })).toEqual({ kind: 'changed', message: 'Listo.' });
    expect(nirChangeOutcomeOf({ success: true })).toEqual({
      kind: 'changed',
      message: 'Tu cambio de NIR se realizó correctamente. Tu nuevo número estará activo en unos minutos.',
    });
  });

  it('limit exceeded: the spec text, however the server writes it', () => {
    for (const mensaje of ['Lo sentimos, ha superado los cambios de número permitidos', 'lo sentimos, ha superado los cambios de numero permitidos.']) {
      expect(nirChangeOutcomeOf({ success: false, mensaje })).toEqual({
        kind: 'limitExceeded',
        message: 'Lo sentimos, ha superado los cambios de número permitidos',
      });
    }
  });

  it('not changed: the server message, or a default', () => {
    expect(nirChangeOutcomeOf({ success: false, mensaje: 'No fue posible.' })).toEqual({ kind: 'notChanged', message: 'No fue posible.' });
    expect(nirChangeOutcomeOf({ success: false })).toEqual({
      kind: 'notChanged',
      message: 'No fue posible realizar el cambio de NIR, inténtalo más tarde.',
    });
  });

  it('no answer: the service failing', () => {
    expect(nirChangeOutcomeOf(undefined)).toEqual({ kind: 'failed', message: SERVICE_UNAVAILABLE });
  });
});
