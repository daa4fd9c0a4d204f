import { describe, expect, it } from 'vitest';
import type { Offer } from '@/shared/domain/offers/offer';
import { PostalCodeLookupError, isCompletePostalCode, postalCodeFailureMessage } from '@/shared/domain/postal-code/postal-code-places';
import { emptyShippingForm, shippingFormSchema, type ShippingForm } from '../schemas';
import { SIM_SHIPPING_COST, simProduct, toPurchaseShipping } from '../shipping';
import { isFilled, SHIPPING_FIELD_STEPS, SIM_JOURNEY_STEPS } from '../sim-journey';

const offer: Offer = {
  offerId: '1700701001',
  rechargeName: 'SIM Bait 100',
  price: 100,
  type: 7,
  validity: '30 días',
  duration: 30,
  includeMessage: ['5 GB para navegar'],
  associated: false,
};

const filled: ShippingForm = {
  contactName: 'María',
  contactLastName: 'López Pérez',
  email: 'maria@example.com',
  contactNumber: '5512345678',
  address: 'Av. Insurgentes Sur',
  exteriorNumber: '1602',
  interiorNumber: '',
  postalCode: '03100',
  colony: '0002',
};

const places = {
  neighbourhoods: [
    { id: '0001', name: 'Del Valle Centro', type: 'Colonia' },
    { id: '0002', name: 'Narvarte Poniente', type: 'Colonia' },
  ],
  state: 'Ciudad de México',
  municipality: 'Benito Juárez',
  country: 'México',
};

function errorsOf(form: ShippingForm): Record<string, string> {
  const result = shippingFormSchema.safeParse(form);
  if (result.success) return {};
  // The form shows the first message of a field, as zodResolver does.
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('SIM shipping form rules (spec payments 5)', () => {
  it('requires every field but the interior number, with "Campo requerido"', () => {
    const errors = errorsOf(emptyShippingForm);
    expect(Object.keys(errors).sort()).toEqual(
      ['address', 'colony', 'contactLastName', 'contactName', 'contactNumber', 'email', 'exteriorNumber', 'postalCode'].sort(),
    );
    expect(new Set(Object.values(errors))).toEqual(new Set(['Campo requerido']));
    expect(errorsOf({ ...filled, contactName: '   ' })).toEqual({ contactName: 'Campo requerido' });
  });

  it('accepts a complete form, with or without interior number', () => {
    expect(errorsOf(filled)).toEqual({});
    expect(errorsOf({ ...filled, interiorNumber: '4B' })).toEqual({});
  });

  it('checks the e-mail pattern and the 10-digit phone', () => {
    expect(errorsOf({ ...filled, email: 'maria@example' })).toEqual({ email: 'Correo inválido' });
    expect(errorsOf({ ...filled, contactNumber: '551234567' })).toEqual({ contactNumber: 'Número de teléfono inválido' });
    expect(errorsOf({ ...filled, contactNumber: '55123456789' })).toEqual({ contactNumber: 'Número de teléfono inválido' });
  });

  it('looks a postal code up only at 5 digits', () => {
    expect(isCompletePostalCode('0310')).toBe(false);
    expect(isCompletePostalCode('03100')).toBe(true);
    expect(isCompletePostalCode('0310a')).toBe(false);
  });

  it('shows the server mensaje of a failed lookup, or the form text', () => {
    expect(postalCodeFailureMessage(new PostalCodeLookupError('No encontramos colonias'), 'x')).toBe('No encontramos colonias');
    expect(postalCodeFailureMessage(new PostalCodeLookupError(undefined), 'Hubo un error al consultar tu código postal')).toBe(
      'Hubo un error al consultar tu código postal',
    );
    expect(postalCodeFailureMessage(new Error('network'), 'fallback')).toBe('fallback');
  });
});

describe('shipping handed to the payment', () => {
  it('maps the form and the postal code places, at cost 0', () => {
    expect(toPurchaseShipping(filled, places)).toEqual({
      contactName: 'María',
      contactLastName: 'López Pérez',
      phone: '5512345678',
      email: 'maria@example.com',
      street: 'Av. Insurgentes Sur',
      exteriorNumber: '1602',
      city: 'Benito Juárez',
      postalCode: '03100',
      neighbourhood: 'Narvarte Poniente',
      municipality: 'Benito Juárez',
      state: 'Ciudad de México',
      country: 'México',
      cost: 0,
    });
    expect(SIM_SHIPPING_COST).toBe(0);
  });

  it('carries an interior number with the exterior one', () => {
    expect(toPurchaseShipping({ ...filled, interiorNumber: ' 4B ' }, places).exteriorNumber).toBe('1602 Int. 4B');
  });

  it('reports the SIM to the cart with its price', () => {
    expect(simProduct(offer)).toEqual({ id: '1700701001', name: 'SIM Bait 100', price: 100, category: 'mifi', variant: '7' });
  });
});

describe('journey numbers', () => {
  it('numbers the shipping fields 1 to 9 in the spec order', () => {
    expect(SHIPPING_FIELD_STEPS).toEqual({
      contactName: 1,
      contactLastName: 2,
      email: 3,
      contactNumber: 4,
      postalCode: 5,
      address: 6,
      exteriorNumber: 7,
      interiorNumber: 8,
      colony: 9,
    });
  });

  it('gives the SIM journey the steps 10 to 20, each once', () => {
    const steps = Object.values(SIM_JOURNEY_STEPS).sort((a, b) => a - b);
    expect(steps).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('counts a field of blanks as not filled', () => {
    expect(isFilled('  ')).toBe(false);
    expect(isFilled('a')).toBe(true);
  });
});
