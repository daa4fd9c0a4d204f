import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { keepDigits } from '@/shared/format/normalize';
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
  // The names are those of CardFieldValues, which T extends: react-hook-form cannot infer it of a generic T.
  const name = (field: keyof CardFieldValues) => field as FieldPathByValue<T, string>;
  return (
    <>
      <FormRow>
        <FormTextField
          name={name('firstName')}
          control={control}
          showErrors={showErrors}
          label={texts.firstName}
          autoComplete="cc-given-name"
          maxLength={HOLDER_NAME_MAX_LENGTH}
        />
        <FormTextField
          name={name('lastNames')}
          control={control}
          showErrors={showErrors}
          label={texts.lastNames}
          autoComplete="cc-family-name"
          maxLength={HOLDER_NAME_MAX_LENGTH}
        />
      </FormRow>
      <FormDigitsField
        name={name('cardNumber')}
        control={control}
        showErrors={showErrors}
        label={texts.cardNumber}
        autoComplete="cc-number"
        maxLength={CARD_NUMBER_MAX_LENGTH}
      />
      <FormRow>
        <FormTextField
          name={name('expiry')}
          control={control}
          showErrors={showErrors}
          normalise={normaliseExpiryInput}
          label={texts.expiry}
          placeholder={texts.expiryPlaceholder}
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={EXPIRY_INPUT_MAX_LENGTH}
        />
        <FormTextField
          name={name('cvv')}
          control={control}
          showErrors={showErrors}
          normalise={(typed) => keepDigits(typed).slice(0, CVV_MAX_LENGTH)}
          type="password"
          label={texts.cvv}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={CVV_MAX_LENGTH}
        />
      </FormRow>
    </>
  );
}
