import type { Control, FieldValues } from 'react-hook-form';
import { keepDigits } from '@/shared/format/normalize';
import { fieldBinder } from '@/shared/forms/field-binder';
import { FormDigitsField, FormTextField } from '@/shared/forms/form-fields';
import { FormRow } from '@/shared/ui/form-grid/form-grid';
import { CARD_NUMBER_MAX_LENGTH, CVV_MAX_LENGTH, EXPIRY_INPUT_MAX_LENGTH, HOLDER_NAME_MAX_LENGTH, normaliseExpiryInput } from '../card-rules';
import { cardFormTexts } from '../texts';

const texts = cardFormTexts.form;

/** The fields of a card, as both card forms name them (provider type 1 and the card replacement). */
export interface CardFieldValues extends FieldValues {
  firstName: string;
  lastNames: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
}

/**
 * The holder's names, the number, the MM / YY expiry and the masked CVV, with the card form's
 * rules on typing (digits only, expiry slash, CVV length); the form's schema validates them.
 */
export function CardFields<T extends CardFieldValues>({ control, showErrors }: { control: Control<T>; showErrors: boolean }) {
  // T holds CardFieldValues' fields, which react-hook-form cannot see in a generic T: its control is read as theirs.
  const field = fieldBinder(control as unknown as Control<CardFieldValues>, showErrors, texts);
  return (
    <>
      <FormRow>
        <FormTextField {...field('firstName')} autoComplete="cc-given-name" maxLength={HOLDER_NAME_MAX_LENGTH} />
        <FormTextField {...field('lastNames')} autoComplete="cc-family-name" maxLength={HOLDER_NAME_MAX_LENGTH} />
      </FormRow>
      <FormDigitsField {...field('cardNumber')} autoComplete="cc-number" maxLength={CARD_NUMBER_MAX_LENGTH} />
      <FormRow>
        <FormTextField
          {...field('expiry')}
          normalise={normaliseExpiryInput}
          placeholder={texts.expiryPlaceholder}
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={EXPIRY_INPUT_MAX_LENGTH}
        />
        <FormTextField
          {...field('cvv')}
          normalise={(typed) => keepDigits(typed).slice(0, CVV_MAX_LENGTH)}
          type="password"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={CVV_MAX_LENGTH}
        />
      </FormRow>
    </>
  );
}
