import { describe, expect, it } from 'vitest';
import { stripAccents, toChargeBlocks, toPluginRequestData } from '../api/charge-request';
import type { BillingDetails, PaymentPurchase } from '../types';

const purchase: PaymentPurchase = {
  channel: 'pagos',
  uuid: '4f0c2b1e-8a7d-4c3b-9e2f-1a2b3c4d5e6f',
  offer: { offerId: '1809', name: 'Recarga 200', price: 200, duration: 30, type: 1, description: 'Internet, llamadas y SMS' },
  phone: '5512345678',
  email: 'maria@example.com',
  logged: false,
};

const billing: BillingDetails = {
  firstName: ' José Ángel ',
  lastNames: 'Muñoz Pérez',
  address: 'Av. Insurgentes Sur 1602',
  postalCode: '03940',
  neighbourhoodId: '12',
  neighbourhood: 'Crédito Constructor',
  city: 'Ciudad de México',
  state: 'Ciudad de México',
  municipality: 'Benito Juárez',
  country: 'México',
};

describe('stripAccents', () => {
  it('drops accent marks and the tilde of ñ, keeping the letters', () => {
    expect(stripAccents('Árbol Ñandú güero ÉÍÓÚ')).toBe('Arbol Nandu guero EIOU');
  });
});

describe('the plugin request data', () => {
  it('names the store of the channel, the channel, and the total with shipping', () => {
    expect(toPluginRequestData(purchase)).toEqual({
      tienda: 'bait-recargas',
      canal: 'pagos',
      telefono: '5512345678',
      precio: 200,
      correo: 'maria@example.com',
    });
    expect(toPluginRequestData({ ...purchase, channel: 'asociados' }).tienda).toBe('bait-asociados');
  });
});

describe('the charge blocks', () => {
  it('send billing without accents in MXN, the sale (spec 3 "Payment request (extra)"), no shipping, and the token', () => {
    expect(toChargeBlocks(purchase, { token: 'tok_1', recurring: true, billing })).toEqual({
      data: {
        divisa: 'MXN',
        nombre: 'Jose Angel',
        apellido: 'Munoz Perez',
        direccion: 'Av. Insurgentes Sur 1602',
        colonia: 'Credito Constructor',
        codigoPostal: '03940',
        ciudad: 'Ciudad de México',
        estado: 'Ciudad de México',
        pais: 'México',
      },
      extra: {
        uuid: purchase.uuid,
        precio: 200,
        cantidad: 1,
        total: 200,
        vigencia: 30,
        telefono: '5512345678',
        nombre: 'Recarga 200',
        correo: 'maria@example.com',
        descripcion: 'Internet, llamadas y SMS',
        logged: 'No',
        referencia1: '5512345678',
        referencia5: 'maria@example.com',
      },
      info: {},
      meta: { token: 'tok_1', recurrente: true },
    });
  });

  it('reference the service number for types 3 and 8, carry the campaign and logged, and add the shipping', () => {
    const shipped: PaymentPurchase = {
      ...purchase,
      offer: { ...purchase.offer, type: 3 },
      serviceNumber: '3312345678',
      logged: true,
      campaign: { source: 'facebook', campaign: 'verano' },
      shipping: {
        contactName: 'María',
        contactLastName: 'López',
        phone: '5512345678',
        email: 'maria@example.com',
        street: 'Reforma',
        exteriorNumber: '10',
        city: 'Ciudad de México',
        postalCode: '06600',
        neighbourhood: 'Juárez',
        municipality: 'Cuauhtémoc',
        state: 'Ciudad de México',
        country: 'México',
        cost: 99,
      },
    };
    const blocks = toChargeBlocks(shipped, { token: 'tok_2', recurring: false });
    expect(blocks.data).toEqual({ divisa: 'MXN' });
    expect(blocks.extra).toMatchObject({
      referencia1: '3312345678',
      logged: 'Yes',
      total: 299,
      precio: 200,
      campania: { source: 'facebook', campaign: 'verano' },
    });
    expect(blocks.info.envio).toMatchObject({
      nombreContacto: 'María',
      calle: 'Reforma',
      exterior: '10',
      colonia: 'Juárez',
      municipio: 'Cuauhtémoc',
      costo: 99,
    });
    expect(toPluginRequestData(shipped).precio).toBe(299);
    // Type 1 with a service number still references the phone; an empty campaign is left out.
    const typeOne = toChargeBlocks({ ...purchase, serviceNumber: '3312345678', campaign: {} }, { token: 't', recurring: false }).extra;
    expect(typeOne.referencia1).toBe('5512345678');
    expect(typeOne).not.toHaveProperty('campania');
  });
});
