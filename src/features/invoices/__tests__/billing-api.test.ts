import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { chooseScenarios } from '@/shared/testing/mock-api';
import { billOutcomeOf, CatalogueError, catalogueOptionsOf, catalogueQueryOptions, registerBill, toBillRequest } from '../api/billing-api';
import type { InvoiceFormValues } from '../form-values';

const values: InvoiceFormValues = {
  rechargeMethod: 'WEB',
  phoneNumber: '5512345678',
  rechargeDate: '2026-11-20',
  amount: '150.50',
  reference: ' AUT-1234 ',
  rfc: 'XAXX010101000',
  businessName: ' Público en general ',
  postalCode: '06600',
  taxRegime: '616',
  cfdiUsage: 'S01',
  paymentMethod: '04',
  email: ' maria@example.com ',
};

describe('toBillRequest', () => {
  it('names every field as the contract does, amount in pesos, text trimmed', () => {
    expect(toBillRequest(values)).toEqual({
      rfc: 'XAXX010101000',
      businessName: 'Público en general',
      taxRegime: '616',
      postalCode: '06600',
      cfdiUsage: 'S01',
      paymentMethod: '04',
      rechargeMethod: 'WEB',
      phoneNumber: '5512345678',
      email: 'maria@example.com',
      rechargeDate: '2026-11-20',
      amount: 150.5,
      reference: 'AUT-1234',
    });
  });

  it('leaves out an empty reference', () => {
    expect(toBillRequest({ ...values, reference: '' })).not.toHaveProperty('reference');
  });
});

describe('billOutcomeOf and catalogueOptionsOf', () => {
  it('tells registered, refused and failed apart', () => {
    expect(billOutcomeOf(200, { success: true, message: 'Listo', folio: 'F-1' })).toEqual({ kind: 'registered', message: 'Listo', folio: 'F-1' });
    expect(billOutcomeOf(200, { success: false, message: ' ' })).toEqual({ kind: 'notRegistered', message: undefined });
    expect(billOutcomeOf(500, { success: false, message: 'Error interno del servidor' })).toEqual({ kind: 'failed' });
    expect(billOutcomeOf(undefined, undefined)).toEqual({ kind: 'failed' });
  });

  it('reads a list or fails with the server message', () => {
    expect(catalogueOptionsOf({ success: true, data: [{ code: '01', description: 'Efectivo' }] })).toEqual([{ code: '01', description: 'Efectivo' }]);
    expect(() => catalogueOptionsOf({ success: false, message: 'No hay' })).toThrow(CatalogueError);
    expect(() => catalogueOptionsOf(undefined)).toThrow(CatalogueError);
  });
});

describe('against the mocks', () => {
  const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

  it('reads the four lists and registers the bill', async () => {
    const queries = client();
    expect(await queries.fetchQuery(catalogueQueryOptions('taxRegime'))).toContainEqual({ code: '616', description: 'Sin obligaciones fiscales' });
    expect(await queries.fetchQuery(catalogueQueryOptions('cfdiUsage'))).toContainEqual({ code: 'G03', description: 'Gastos en general' });
    expect(await queries.fetchQuery(catalogueQueryOptions('paymentMethod'))).toContainEqual({ code: '04', description: 'Tarjeta de crédito' });
    expect(await queries.fetchQuery(catalogueQueryOptions('rechargeMethod'))).toContainEqual({ code: 'WEB', description: 'Sitio web' });
    expect(await registerBill(values)).toEqual({
      kind: 'registered',
      message: 'Tu factura fue registrada y la enviaremos a tu correo.',
      folio: 'FAC-2026-000123',
    });
  });

  it('reads every failure of the contract', async () => {
    chooseScenarios({ listTaxRegimes: 'failure', registerBill: 'notRegistered' });
    const error = await client()
      .fetchQuery(catalogueQueryOptions('taxRegime'))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CatalogueError);
    expect((error as CatalogueError).serverMessage).toBe('No fue posible obtener los regímenes fiscales.');
    expect(await registerBill(values)).toEqual({
      kind: 'notRegistered',
      message: 'No encontramos una recarga con los datos indicados.',
    });
    chooseScenarios({ registerBill: 'serverError' });
    expect(await registerBill(values)).toEqual({ kind: 'failed' });
    chooseScenarios({ registerBill: 'networkError' });
    expect(await registerBill(values)).toEqual({ kind: 'failed' });
  });
});
