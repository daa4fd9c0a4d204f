import { describe, expect, it } from 'vitest';
import { toBasicProfile } from '../api/basic-profile';

describe('toBasicProfile', () => {
  it('maps the contract answer, the customer uuid included', () => {
    expect(
      toBasicProfile({
        success: true,
        informacion: { dn: '5512345678', nombre: 'María', email: 'maria@correo.example', tipo: 1, uuid: '6b042125-686a-43e0-8a68-23cf5bee102e' },
      }),
    ).toEqual({
      number: '5512345678',
      name: 'María',
      email: 'maria@correo.example',
      lineType: 1,
      customerUuid: '6b042125-686a-43e0-8a68-23cf5bee102e',
    });
  });

  it('fills missing optional fields with empty values', () => {
    expect(toBasicProfile({ success: true, informacion: { dn: '5512345678' } })).toEqual({
      number: '5512345678',
      name: '',
      email: '',
      lineType: undefined,
      customerUuid: undefined,
    });
  });

  it('reads a failure or an answer without informacion as no profile', () => {
    expect(toBasicProfile({ success: false, mensaje: 'No se encontró información del número' })).toBeUndefined();
    expect(toBasicProfile({ success: true })).toBeUndefined();
    expect(toBasicProfile(undefined)).toBeUndefined();
  });
});
