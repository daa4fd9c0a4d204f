import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { newCardSchema } from '../../card-replacement/schemas';
import { cardFieldsShape, cardFormSchema, emptyCardForm } from '../schemas';
import { cardFormTexts } from '../texts';

const { errors } = cardFormTexts;
const JUNE_2026 = () => new Date(2026, 5, 15);
const card = { firstName: 'María José', lastNames: 'Peña Núñez', cardNumber: '4111111111111111', expiry: '07/26', cvv: '123' };

/** The first message per field, as the form shows it. */
function messages(schema: z.ZodMiniType, values: unknown): Record<string, string | undefined> {
  const result = schema.safeParse(values);
  const found: Record<string, string | undefined> = {};
  for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
  return found;
}

describe('cardFieldsShape', () => {
  it('takes a valid card and names each field it refuses', () => {
    const schema = z.object(cardFieldsShape(JUNE_2026));
    expect(schema.safeParse(card).success).toBe(true);
    expect(messages(schema, { firstName: 'Juan2', lastNames: ' ', cardNumber: '41111111111111', expiry: '06/26', cvv: '12' })).toEqual({
      firstName: errors.name,
      lastNames: errors.required,
      cardNumber: errors.cardNumber,
      expiry: errors.expiry,
      cvv: errors.cvv,
    });
  });

  it('checks the card the same way in the card form and the new card of a replacement', () => {
    const wrongCard = { ...card, expiry: '05/26', cvv: '' };
    expect(messages(newCardSchema(JUNE_2026), wrongCard)).toEqual({ expiry: errors.expiry, cvv: errors.required });
    expect(
      messages(cardFormSchema([], JUNE_2026), { ...emptyCardForm, ...wrongCard, address: 'Av. Coyoacán 100', postalCode: '04100', neighbourhoodId: '7' }),
    ).toEqual({
      expiry: errors.expiry,
      cvv: errors.required,
    });
  });
});
