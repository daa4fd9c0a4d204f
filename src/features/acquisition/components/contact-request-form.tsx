import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { brand } from '@/shared/config/brand';
import { PHONE_DIGITS } from '@/shared/domain/constants';
import { FormCheckbox } from '@/shared/forms/form-checkbox';
import { FormDigitsField, FormTextField } from '@/shared/forms/form-fields';
import { useAlert } from '@/shared/ui/alert/alert-context';
import { Button } from '@/shared/ui/button/button';
import { initialFocusProps } from '@/shared/ui/dialog/use-modal-dialog';
import { formGrid } from '@/shared/ui/form-grid/form-grid';
import { ContactChannelUnavailableError } from '../api/contact-channel-keys';
import { campaignFromSearchParams, toContactRequestBody } from '../api/contact-request-body';
import { createContactRequest } from '../api/create-contact-request';
import type { ContactVariant } from '../contact-variant';
import { CONTACT_NAME_MAX_LENGTH, contactFormSchema, emptyContactForm, type ContactForm } from '../schemas';
import { acquisitionTexts } from '../texts';
import styles from './contact-request-form.module.css';

const { form: formTexts, errors: errorTexts, alerts: alertTexts } = acquisitionTexts;

export interface ContactRequestFormProps {
  variant: ContactVariant;
  /** Called after the request was stored and the form was cleared. */
  onSaved: () => void;
}

export function ContactRequestForm({ variant, onSaved }: ContactRequestFormProps) {
  const [searchParams] = useSearchParams();
  const { showAlert } = useAlert();
  const contactRequest = useMutation({ mutationFn: createContactRequest });
  const {
    control,
    handleSubmit,
    reset,
    formState: { isValid, isSubmitting, dirtyFields, errors },
  } = useForm<ContactForm>({
    resolver: zodResolver(contactFormSchema),
    mode: 'all',
    defaultValues: emptyContactForm,
  });

  const submit = handleSubmit(async (form) => {
    const body = toContactRequestBody(form, variant, campaignFromSearchParams(searchParams));
    try {
      await contactRequest.mutateAsync(body);
    } catch (error) {
      // What was typed stays in the form so the visitor can send it again (docs/decisions/011).
      const message = error instanceof ContactChannelUnavailableError ? alertTexts.channelUnavailable : alertTexts.saveFailed;
      showAlert({ type: 'warning', message });
      return;
    }
    reset(emptyContactForm);
    onSaved();
    showAlert({ type: 'success', message: alertTexts.saved[variant] });
  });

  // The mismatch shows as soon as either phone is edited, before the confirmation is left.
  const mismatchShows = errors.phoneConfirmation?.message === errorTexts.phoneMismatch && Boolean(dirtyFields.phone || dirtyFields.phoneConfirmation);

  return (
    <form className={formGrid.column} noValidate onSubmit={(event) => void submit(event)}>
      <FormTextField name="name" control={control} {...initialFocusProps} label={formTexts.nameLabel} autoComplete="name" maxLength={CONTACT_NAME_MAX_LENGTH} />
      <FormDigitsField
        name="phone"
        control={control}
        rules={{ deps: ['phoneConfirmation'] }}
        label={formTexts.phoneLabel[variant]}
        autoComplete="tel-national"
        maxLength={PHONE_DIGITS}
      />
      <FormDigitsField
        name="phoneConfirmation"
        control={control}
        showErrors={mismatchShows}
        label={formTexts.phoneConfirmationLabel}
        maxLength={PHONE_DIGITS}
      />
      <FormCheckbox
        name="privacyConsent"
        control={control}
        label={
          <>
            {formTexts.consentBeforeLink}
            <a className={styles.consentLink} href={brand.privacyNoticeUrl} target="_blank" rel="noopener noreferrer">
              {formTexts.privacyNoticeLink}
            </a>
          </>
        }
      />
      <Button type="submit" variant="accent" fullWidth disabled={!isValid || isSubmitting}>
        {formTexts.submit}
      </Button>
    </form>
  );
}
