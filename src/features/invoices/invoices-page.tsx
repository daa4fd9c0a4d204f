import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PHONE_DIGITS } from '@/shared/domain/constants';
import { fieldBinder } from '@/shared/forms/field-binder';
import { FormDigitsField, FormTextField } from '@/shared/forms/form-fields';
import { lazyResolver } from '@/shared/forms/lazy-resolver';
import { Button } from '@/shared/ui/button/button';
import { classNames } from '@/shared/ui/class-names';
import { formGrid } from '@/shared/ui/form-grid/form-grid';
import { Page } from '@/shared/ui/page/page';
import { stepLayout } from '@/shared/ui/page/step-page';
import { stepPageStyles } from '@/shared/ui/page/step-page-styles';
import { panelStyles } from '@/shared/ui/surface/panel';
import { registerBill, type BillOutcome } from './api/billing-api';
import { CatalogueSelect } from './components/catalogue-select';
import { emptyInvoiceForm, type InvoiceFormValues } from './form-values';
import {
  AMOUNT_MAX_LENGTH,
  BUSINESS_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  INVOICE_POSTAL_CODE_DIGITS,
  isoDay,
  normaliseAmountInput,
  normaliseRfc,
  REFERENCE_MAX_LENGTH,
  RFC_MAX_LENGTH,
} from './invoice-rules';
import styles from './invoices-page.module.css';
import { invoicesTexts as texts } from './texts';

const today = () => new Date();
const resolver = lazyResolver<InvoiceFormValues>(async () => (await import('./schemas')).invoiceFormResolver(today));

/** The message of a refused or failed registration. */
function failureText(outcome: BillOutcome): string | undefined {
  if (outcome.kind === 'notRegistered') return outcome.message ?? texts.errors.notRegistered;
  if (outcome.kind === 'failed') return texts.errors.serviceFailed;
  return undefined;
}

/**
 * /facturacion: the visitor identifies a paid recharge (method, line, date,
 * amount, optional reference) and gives the invoice's tax data; register-bill answers with a
 * folio, or a refusal shown above the button with the form as it was.
 */
export function InvoicesPage() {
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitted },
  } = useForm<InvoiceFormValues>({ resolver, mode: 'all', defaultValues: emptyInvoiceForm });
  const registration = useMutation({ mutationFn: registerBill });
  const [registered, setRegistered] = useState<Extract<BillOutcome, { kind: 'registered' }>>();
  const resultRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const failure = registration.data ? failureText(registration.data) : undefined;
  const field = fieldBinder(control, isSubmitted, texts.fields);

  // The answer takes the focus: the registered folio, or the refusal above the button.
  useEffect(() => {
    if (registered) resultRef.current?.focus();
  }, [registered]);
  useEffect(() => {
    if (registration.data) failureRef.current?.focus();
  }, [registration.data]);

  const submit = handleSubmit(async (values) => {
    const outcome = await registration.mutateAsync(values);
    if (outcome.kind === 'registered') setRegistered(outcome);
  });

  function startOver() {
    reset(emptyInvoiceForm);
    registration.reset();
    setRegistered(undefined);
  }

  return (
    <Page variant={stepLayout} heading={texts.heading}>
      {registered ? (
        <div ref={resultRef} tabIndex={-1} role="status" className={stepPageStyles.success}>
          <h2>{texts.registered}</h2>
          {registered.message && <p>{registered.message}</p>}
          {registered.folio && <p>{texts.folio(registered.folio)}</p>}
          <Button variant="secondary" onClick={startOver}>
            {texts.another}
          </Button>
        </div>
      ) : (
        <>
          <p>{texts.intro}</p>
          <form className={formGrid.column} noValidate onSubmit={(event) => void submit(event)} onFocus={resolver.preload} aria-label={texts.heading}>
            <fieldset className={classNames(panelStyles.panel, styles.section)}>
              <legend className={styles.legend}>{texts.rechargeSection}</legend>
              <div className={styles.row}>
                <CatalogueSelect {...field('rechargeMethod')} />
                <FormDigitsField {...field('phoneNumber')} autoComplete="tel-national" maxLength={PHONE_DIGITS} />
              </div>
              <div className={styles.row}>
                <FormTextField {...field('rechargeDate')} type="date" max={isoDay(today())} />
                <FormTextField
                  {...field('amount')}
                  normalise={normaliseAmountInput}
                  hint={texts.fields.amountHint}
                  inputMode="decimal"
                  maxLength={AMOUNT_MAX_LENGTH}
                />
              </div>
              <FormTextField {...field('reference')} maxLength={REFERENCE_MAX_LENGTH} />
            </fieldset>
            <fieldset className={classNames(panelStyles.panel, styles.section)}>
              <legend className={styles.legend}>{texts.taxSection}</legend>
              <div className={styles.row}>
                <FormTextField
                  {...field('rfc')}
                  normalise={normaliseRfc}
                  hint={texts.fields.rfcHint}
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={RFC_MAX_LENGTH}
                />
                <FormTextField {...field('businessName')} autoComplete="organization" maxLength={BUSINESS_NAME_MAX_LENGTH} />
              </div>
              <div className={styles.row}>
                <FormDigitsField {...field('postalCode')} autoComplete="postal-code" maxLength={INVOICE_POSTAL_CODE_DIGITS} />
                <CatalogueSelect {...field('taxRegime')} />
              </div>
              <div className={styles.row}>
                <CatalogueSelect {...field('cfdiUsage')} />
                <CatalogueSelect {...field('paymentMethod')} />
              </div>
              <FormTextField {...field('email')} type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
            </fieldset>
            {failure && (
              <p ref={failureRef} tabIndex={-1} role="alert" className={`${stepPageStyles.notice} ${stepPageStyles.failure}`}>
                {failure}
              </p>
            )}
            <Button type="submit" variant="accent" fullWidth disabled={registration.isPending}>
              {registration.isPending ? texts.submitting : texts.submit}
            </Button>
          </form>
        </>
      )}
    </Page>
  );
}
