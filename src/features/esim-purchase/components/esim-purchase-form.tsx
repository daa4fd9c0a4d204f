import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState, type ClipboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { IMEI_MAX_DIGITS, PHONE_DIGITS } from '@/shared/domain/constants';
import { ImeiResultMessage } from '@/shared/domain/imei-check/imei-result-message';
import { FormDigitsField, FormTextField } from '@/shared/forms/form-fields';
import { Button } from '@/shared/ui/button/button';
import { initialFocusProps } from '@/shared/ui/dialog/use-modal-dialog';
import { formGrid } from '@/shared/ui/form-grid/form-grid';
import { recordEsimStep } from '../esim-visitor';
import { canPay, imeiOutcomeMessage, stepOnBlur, type EsimField, type EsimStep } from '../rules';
import { emptyEsimForm, esimFormSchema, type EsimForm } from '../schemas';
import { esimTexts as texts } from '../texts';
import { useEsimImeiCheck } from '../use-esim-imei-check';
import styles from './esim-purchase-form.module.css';

// Copy, paste and cut are blocked in the e-mail fields (spec 5): the confirmation must be typed.
const blockClipboard = (event: ClipboardEvent<HTMLInputElement>) => event.preventDefault();
const clipboardBlocked = { onCopy: blockClipboard, onPaste: blockClipboard, onCut: blockClipboard };

export interface EsimPurchaseFormProps {
  /** The flow is checking "Proceder al pago" (its checking state). */
  checking: boolean;
  onPay: (form: EsimForm) => void;
}

/** "Ingresa tu información" of the eSIM dialog (spec 2.11, 4, 5): errors only after touch. */
export function EsimPurchaseForm({ checking, onPay }: EsimPurchaseFormProps) {
  const imeiCheck = useEsimImeiCheck();
  const { mutate: recordStep } = useMutation({ mutationFn: (step: EsimStep) => recordEsimStep(step.paso, step.valor) });
  const [portability, setPortability] = useState(true);
  const {
    control,
    handleSubmit,
    getValues,
    formState: { isValid },
  } = useForm<EsimForm>({ resolver: zodResolver(esimFormSchema), mode: 'all', defaultValues: emptyEsimForm });

  const imei = useWatch({ control, name: 'imei' });
  const payable = canPay(isValid, imeiCheck.state, imei);

  function blurred(field: EsimField) {
    const step = stepOnBlur(field, getValues());
    if (step) recordStep(step);
  }

  /** A field of the form, whose blur may be a step of the journey. */
  const field = <TName extends EsimField>(name: TName) => ({ name, control, afterBlur: () => blurred(name) });

  const check = imeiCheck.state;
  return (
    <form
      className={formGrid.stack}
      noValidate
      onSubmit={(event) =>
        void handleSubmit((form) => {
          if (payable) onPay(form);
        })(event)
      }
    >
      <h3 className={styles.heading}>{texts.formHeading}</h3>
      <FormDigitsField {...field('contactNumber')} {...initialFocusProps} label={texts.phoneLabel} autoComplete="tel-national" maxLength={PHONE_DIGITS} />
      <FormTextField
        {...field('email')}
        rules={{ deps: ['emailconfirmar'] }}
        {...clipboardBlocked}
        type="email"
        label={texts.emailLabel}
        autoComplete="email"
      />
      <FormTextField {...field('emailconfirmar')} {...clipboardBlocked} type="email" label={texts.emailConfirmationLabel} autoComplete="off" />
      <FormDigitsField {...field('imei')} afterChange={imeiCheck.typed} label={texts.imeiLabel} hint={texts.imeiHint} maxLength={IMEI_MAX_DIGITS} />
      <div role="status" aria-live="polite">
        {check.status === 'checking' && <p className={styles.pending}>{texts.checkingImei}</p>}
        {check.status === 'done' && check.imei === imei && <ImeiResultMessage {...imeiOutcomeMessage(check.outcome)} />}
      </div>
      {/* The flow is always portability (spec 2.11): the toggle exists, hidden. */}
      <fieldset className={styles.customerToggle} hidden>
        <legend>{texts.customerToggle}</legend>
        <label>
          <input type="radio" name="esBait" checked={!portability} onChange={() => setPortability(false)} />
          {texts.customerToggle}
        </label>
        <label>
          <input type="radio" name="esBait" checked={portability} onChange={() => setPortability(true)} />
          {texts.portabilityToggle}
        </label>
      </fieldset>
      <Button type="submit" variant="accent" fullWidth disabled={!payable || checking}>
        {texts.pay}
      </Button>
    </form>
  );
}
