import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PostalCodeFields } from '@/shared/domain/postal-code/postal-code-fields';
import { postalCodeFailureMessage } from '@/shared/domain/postal-code/postal-code-places';
import { usePostalCodeLookup } from '@/shared/domain/postal-code/use-postal-code-lookup';
import { formatMxn } from '@/shared/format/currency';
import { FormCheckbox } from '@/shared/forms/form-checkbox';
import { FormTextField } from '@/shared/forms/form-fields';
import { useAlert } from '@/shared/ui/alert/alert-context';
import { Button } from '@/shared/ui/button/button';
import { takeLostFocus } from '@/shared/ui/dialog/take-lost-focus';
import { formGrid } from '@/shared/ui/form-grid/form-grid';
import { ServerHtml } from '@/shared/ui/server-html/server-html';
import { shownLegalTexts } from '../plugin/legal-texts';
import { payButtonStyle } from '../plugin/pay-button-style';
import type { BillingDetails, ProviderFormProps } from '../plugin/types';
import { searchNeighbourhoods, type PostalCodePlaces } from './api/search-neighbourhoods';
import styles from './card-form.module.css';
import { maskCardNumber, maskCvv, NEIGHBOURHOOD_PLACEHOLDER, parseExpiry, stripAccents, type Expiry } from './card-rules';
import { CardFields } from './components/card-fields';
import { ADDRESS_MAX_LENGTH, cardFormSchema, emptyCardForm, type CardFormValues } from './schemas';
import { loadCardProcessor } from './sdk/load-card-processor';
import { CardTokenError, tokenizeCard } from './sdk/tokenize-card';
import { tokenErrorOutcome } from './sdk/tokenizer-errors';
import { cardFormTexts } from './texts';

const { form: texts, detail: detailTexts, alerts: alertTexts } = cardFormTexts;
const postalCodeTexts = {
  postalCode: texts.postalCode,
  lookingUp: texts.lookingUpPostalCode,
  neighbourhood: texts.neighbourhood,
  neighbourhoodPlaceholder: texts.neighbourhoodPlaceholder,
};

/** The billing block of the charge; names, address and neighbourhood without accent marks (spec payments 5). */
function billingOf(values: CardFormValues, places: PostalCodePlaces | undefined): BillingDetails {
  const neighbourhood = places?.neighbourhoods.find((candidate) => candidate.id === values.neighbourhoodId);
  return {
    firstName: stripAccents(values.firstName.trim()),
    lastNames: stripAccents(values.lastNames.trim()),
    address: stripAccents(values.address.trim()),
    postalCode: values.postalCode,
    neighbourhoodId: values.neighbourhoodId,
    neighbourhood: stripAccents(neighbourhood?.name ?? ''),
    city: neighbourhood?.city || places?.municipality || '',
    state: places?.state ?? '',
    municipality: places?.municipality ?? '',
    country: places?.country ?? '',
  };
}

/** The card form of provider type 1 (spec payments 2, 4 and 5). */
export function CardForm({ configuration, purchase, detailMode, isCharging, onCharge }: ProviderFormProps) {
  const { showAlert } = useAlert();
  const legalTexts = useMemo(() => shownLegalTexts(configuration), [configuration]);
  const legalTypes = useMemo(() => legalTexts.map((text) => text.type), [legalTexts]);
  const schema = useMemo(() => cardFormSchema(legalTypes, () => new Date()), [legalTypes]);
  const {
    control,
    handleSubmit,
    setValue,
    getValues,
    resetField,
    formState: { isSubmitted },
  } = useForm<CardFormValues>({ resolver: zodResolver(schema), mode: 'all', defaultValues: emptyCardForm });
  const [step, setStep] = useState<'form' | 'detail'>('form');

  const postalCode = useWatch({ control, name: 'postalCode' });
  // A complete postal code asks the address service; the places shown are always those of the code typed.
  const lookup = usePostalCodeLookup({
    postalCode,
    lookUp: (code) => searchNeighbourhoods(code, configuration.addressCredentials),
    onFound: (found) => {
      const only = found.neighbourhoods.length === 1 ? found.neighbourhoods[0]?.id : undefined;
      setValue('neighbourhoodId', only ?? NEIGHBOURHOOD_PLACEHOLDER, { shouldValidate: Boolean(only) });
    },
    onFailed: (error) => {
      setValue('postalCode', '', { shouldValidate: true });
      setValue('neighbourhoodId', NEIGHBOURHOOD_PLACEHOLDER);
      showAlert({ type: 'warning', message: postalCodeFailureMessage(error, alertTexts.postalCodeFailed) });
    },
  });
  const places: PostalCodePlaces | undefined = lookup.places;

  // The processor's script and its token: the card data never reach the site's own calls.
  const tokenization = useMutation({
    mutationFn: async ({ values, expiry }: { values: CardFormValues; expiry: Expiry }) => {
      const sdk = await loadCardProcessor({ merchantId: configuration.provider.api });
      return tokenizeCard(sdk, configuration.provider.publicKey, {
        number: values.cardNumber,
        holderName: `${values.firstName.trim()} ${values.lastNames.trim()}`,
        expMonth: expiry.month,
        expYear: expiry.year,
        cvv: values.cvv,
      });
    },
    onSuccess: (token, { values }) => onCharge({ token, recurring: values.recurring, billing: billingOf(values, places) }),
    onError: (error) => {
      const outcome = error instanceof CardTokenError ? tokenErrorOutcome(error.detail) : { kind: 'passOn' as const };
      if (outcome.kind === 'purchaserMessage') {
        for (const field of outcome.clear) resetField(field, { defaultValue: '' });
        if (outcome.clear.length > 0) setStep('form');
        showAlert({ type: 'warning', message: outcome.message });
      } else {
        showAlert({ type: 'danger', message: alertTexts.paymentFailed });
      }
    },
  });

  const submit = handleSubmit((values) => {
    if (detailMode && step === 'form') {
      setStep('detail');
      return;
    }
    const expiry = parseExpiry(values.expiry);
    if (expiry) tokenization.mutate({ values, expiry });
  });

  const buttonStyle = configuration.style.button;
  const payStyle = payButtonStyle(buttonStyle);
  const payText = buttonStyle.text || texts.defaultPay;
  const busy = isCharging || tokenization.isPending;

  if (step === 'detail') {
    const values = getValues();
    const billing = billingOf(values, places);
    const rows: [string, string][] = [
      [detailTexts.price, formatMxn(purchase.offer.price + (purchase.shipping?.cost ?? 0))],
      [detailTexts.phone, purchase.phone],
      [detailTexts.email, purchase.email],
      [detailTexts.holder, `${values.firstName.trim()} ${values.lastNames.trim()}`],
      [detailTexts.cardNumber, maskCardNumber(values.cardNumber)],
      [detailTexts.expiry, values.expiry],
      [detailTexts.cvv, maskCvv(values.cvv)],
      [detailTexts.address, [values.address.trim(), billing.neighbourhood, values.postalCode, billing.municipality, billing.state].filter(Boolean).join(', ')],
    ];
    return (
      <form className={formGrid.stack} noValidate onSubmit={(event) => void submit(event)} aria-label={detailTexts.title}>
        <h3 ref={takeLostFocus} tabIndex={-1} className={styles.title}>
          {detailTexts.title}
        </h3>
        <dl className={styles.summary}>
          {rows.map(([term, value]) => (
            <div key={term} className={styles.summaryRow}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setStep('form')} disabled={busy}>
            {detailTexts.back}
          </Button>
          <Button type="submit" variant="accent" style={payStyle} disabled={busy}>
            {payText}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form className={formGrid.stack} noValidate onSubmit={(event) => void submit(event)} aria-label={texts.label}>
      <CardFields control={control} showErrors={isSubmitted} />
      <FormTextField
        name="address"
        control={control}
        showErrors={isSubmitted}
        label={texts.address}
        autoComplete="street-address"
        maxLength={ADDRESS_MAX_LENGTH}
      />
      <PostalCodeFields
        control={control}
        postalCodeName="postalCode"
        neighbourhoodName="neighbourhoodId"
        showErrors={isSubmitted}
        lookup={lookup}
        texts={postalCodeTexts}
        neighbourhoodPlaceholderValue={NEIGHBOURHOOD_PLACEHOLDER}
      />
      {legalTexts.map((legal) => (
        <FormCheckbox
          key={legal.type}
          name={legal.type === 1 ? 'notice' : 'terms'}
          control={control}
          showErrors={isSubmitted}
          // Server HTML: it may link to the notice or the terms.
          label={<ServerHtml as="span" className={styles.legal} html={legal.html} />}
        />
      ))}
      {configuration.legal.recurring && <FormCheckbox name="recurring" control={control} label={texts.recurring} />}
      <Button type="submit" variant="accent" fullWidth style={payStyle} disabled={busy}>
        {detailMode ? texts.next : payText}
      </Button>
    </form>
  );
}
