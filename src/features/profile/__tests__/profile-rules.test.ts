import { describe, expect, it } from 'vitest';
import { toRegisterDataRequest } from '../api/save-profile';
import { profileSchema } from '../schemas';
import { isSsoAccount } from '../sso-account';

function errorsOf(values: { name: string; email: string }): Record<string, string> {
  const result = profileSchema.safeParse(values);
  if (result.success) return {};
  // The form shows the first issue of each field, as zodResolver reports it.
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('profileSchema (spec 5 account forms)', () => {
  it('accepts a name and a valid e-mail', () => {
    expect(errorsOf({ name: 'María', email: 'maria@correo.example' })).toEqual({});
  });

  it('requires the name or alias; blanks do not count', () => {
    expect(errorsOf({ name: '   ', email: 'maria@correo.example' })).toEqual({ name: 'El nombre/alias es obligatorio' });
  });

  it('requires a valid e-mail', () => {
    expect(errorsOf({ name: 'María', email: '' })).toEqual({ email: 'El correo electrónico es obligatorio' });
    expect(errorsOf({ name: 'María', email: 'maria@correo' })).toEqual({ email: 'Ingresa un correo electrónico válido' });
    expect(errorsOf({ name: 'María', email: 'maria @correo.example' })).toEqual({ email: 'Ingresa un correo electrónico válido' });
  });
});

describe('toRegisterDataRequest', () => {
  it('sends the legacy "register data" operation with the line, trimmed values and no service for mbb', () => {
    expect(toRegisterDataRequest({ number: '5512345678', serviceNumber: '' }, { name: ' María ', email: 'maria@correo.example ' })).toEqual({
      operation: 'registro',
      numero: '5512345678',
      nombre: 'María',
      email: 'maria@correo.example',
    });
  });

  it('adds the service number of hbb and mifi lines', () => {
    expect(toRegisterDataRequest({ number: '5512345678', serviceNumber: '3312345678' }, { name: 'Casa', email: 'casa@correo.example' })).toMatchObject({
      servicio: '3312345678',
    });
  });
});

describe('isSsoAccount', () => {
  it('is every account the server does not mark as legacy', () => {
    expect(isSsoAccount({ isLegacy: false })).toBe(true);
    expect(isSsoAccount({ isLegacy: true })).toBe(false);
  });
});
