import { useForm } from 'react-hook-form';
import { NameAndEmailFields } from '@/shared/domain/profile/name-and-email-fields';
import { lazyResolver } from '@/shared/forms/lazy-resolver';
import { submitUnlessBusy } from '@/shared/forms/submit-unless-busy';
import { Button } from '@/shared/ui/button/button';
import { classNames } from '@/shared/ui/class-names';
import { formGrid } from '@/shared/ui/form-grid/form-grid';
import type { ProfileFormValues } from '../constants';
import styles from '../profile.module.css';
import { profileTexts as texts } from '../texts';

const resolver = lazyResolver<ProfileFormValues>(async () => (await import('../schemas')).profileResolver);

export interface ProfileFormProps {
  defaultValues: ProfileFormValues;
  /** Resolves true once saved (the saved values become the form's), false to keep the form as typed. */
  onSubmit: (form: ProfileFormValues) => Promise<boolean>;
}

/**
 * The editable data: name or alias and e-mail, with the account-form rules (spec 5). The form
 * starts filled and valid, so "Guardar cambios" waits for a change and is blocked while a field
 * shows an error; the submit validates the whole form again. The rules load on first focus or
 * input.
 */
export function ProfileForm({ defaultValues, onSubmit }: ProfileFormProps) {
  const { control, handleSubmit, reset, formState } = useForm<ProfileFormValues>({ resolver, mode: 'all', defaultValues });
  const hasErrors = Object.keys(formState.errors).length > 0;

  async function submit(form: ProfileFormValues) {
    if (await onSubmit(form)) reset(form);
  }

  return (
    <form
      className={classNames(formGrid.column, styles.afterIntro)}
      noValidate
      onSubmit={submitUnlessBusy(formState.isSubmitting, handleSubmit(submit))}
      onFocus={resolver.preload}
    >
      <NameAndEmailFields control={control} names={{ name: 'name', email: 'email' }} labels={texts.fields} showErrors={formState.isSubmitted} />
      <Button type="submit" variant="accent" fullWidth disabled={!formState.isDirty || hasErrors} busy={formState.isSubmitting}>
        {texts.submit}
      </Button>
    </form>
  );
}
