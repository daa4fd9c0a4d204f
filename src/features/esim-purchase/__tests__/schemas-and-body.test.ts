import { describe, expect, it } from 'vitest';
import { toEsimCheckBody } from '../api/esim-journey';
import { esimFormSchema, type EsimForm } from '../schemas';

const valid: EsimForm = { contactNumber: '5512345678', email: 'ana@correo.mx', emailconfirmar: 'ana@correo.mx', imei: '356938035643809' };

function messagesOf(form: Partial<EsimForm>): Record<string, string[]> {
  const result = esimFormSchema.safeParse({ ...valid, ...form });
  const messages: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (messages[String(issue.path[0])] ??= []).push(issue.message);
  return messages;
}

describe('esimFormSchema (spec 5 "eSIM form")', () => {
  it('accepts a complete form', () => {
    expect(messagesOf({})).toEqual({});
  });
  it.each([
    [{ contactNumber: '' }, 'contactNumber', 'Campo requerido'],
    [{ contactNumber: '55123' }, 'contactNumber', 'Número de teléfono inválido'],
    [{ email: 'ana@correo' }, 'email', 'Correo inválido'],
    [{ emailconfirmar: '' }, 'emailconfirmar', 'Campo requerido'],
    [{ emailconfirmar: 'otra@correo.mx' }, 'emailconfirmar', 'El correo electrónico no coincide.'],
    [{ imei: '' }, 'imei', 'El IMEI es obligatorio'],
    [{ imei: '123456789012' }, 'imei', 'El formato del IMEI es inválido'],
    [{ imei: '123456789012345678' }, 'imei', 'El formato del IMEI es inválido'],
  ] as const)('%o: %s says %s', (change, field, message) => {
    expect(messagesOf(change)[field]).toContain(message);
  });
  it('reports the e-mail mismatch while another field is still invalid', () => {
    expect(messagesOf({ contactNumber: '', emailconfirmar: 'otra@correo.mx' }).emailconfirmar).toEqual(['El correo electrónico no coincide.']);
  });
});

describe('toEsimCheckBody', () => {
  it('sends the contract names, always portability, never a customer, with procedePago', () => {
    expect(toEsimCheckBody({ ...valid, email: ' ana@correo.mx ' }, '1700701002')).toEqual({
      imei: '356938035643809',
      email: 'ana@correo.mx',
      numero: '5512345678',
      oferta: '1700701002',
      esBait: false,
      procedePago: true,
      portabilidad: true,
    });
  });
});
