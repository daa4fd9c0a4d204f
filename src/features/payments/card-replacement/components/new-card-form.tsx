import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '@/shared/forms/lazy-resolver';
import { Button } from '@/shared/ui/button/button';
import { stepPageStyles as styles } from '@/shared/ui/page/step-page-styles';
import { parseExpiry, type Expiry } from '../../card-form/card-rules';
import { CardFields } from '../../card-form/components/card-fields';
import type { ProcessorSetup } from '../api/card-replacement-api';
import { emptyNewCard, type NewCardValues } from '../form-values';
import { cardReplacementTexts as texts } from '../texts';

const now = () => new Date();
const resolver = lazyResolver<NewCardValues>(async () => (await import('../schemas')).newCardResolver(now));

export interface NewCardFormProps {
  processor: ProcessorSetup;
  /** True while the code is being requested. */
  busy: boolean;
  /** The card's one-use token: the card data stop at the tokeniser (decision 093). */
  onToken: (token: string) => void;
  /** The card is being tokenised: a moment to fetch the next step's code. */
  onTokenizing?: () => void;
}

/** The new card's holder, number, expiry and CVV, tokenised by the card processor's script. */
export function NewCardForm({ processor, busy, onToken, onTokenizing }: NewCardFormProps) {
  const {
    control,
    handleSubmit,
    resetField,
    formState: { isSubmitted },
  } = useForm<NewCardValues>({ resolver, mode: 'all', defaultValues: emptyNewCard });
  const [failure, setFailure] = useState<string>();
  const tokenization = useMutation({
    mutationFn: async ({ values, expiry }: { values: NewCardValues; expiry: Expiry }) => {
      const { tokeniseNewCard } = await import('../tokenise-new-card');
      return tokeniseNewCard(processor, {
        number: values.cardNumber,
        holderName: `${values.firstName.trim()} ${values.lastNames.trim()}`,
        expMonth: expiry.month,
        expYear: expiry.year,
        cvv: values.cvv,
      });
    },
    onSuccess: (result) => {
      if (result.kind === 'token') {
        onToken(result.token);
      } else if (result.outcome.kind === 'purchaserMessage') {
        for (const field of result.outcome.clear) resetField(field, { defaultValue: '' });
        setFailure(result.outcome.message);
      } else {
        setFailure(texts.errors.tokenFailed);
      }
    },
    // The tokeniser's code did not arrive.
    onError: () => setFailure(texts.errors.tokenFailed),
  });

  const submit = handleSubmit((values) => {
    const expiry = parseExpiry(values.expiry);
    if (!expiry) return;
    setFailure(undefined);
    onTokenizing?.();
    tokenization.mutate({ values, expiry });
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} onFocus={resolver.preload} aria-label={texts.steps.card}>
      <CardFields control={control} showErrors={isSubmitted} />
      {failure && (
        <p role="alert" className={`${styles.notice} ${styles.failure}`}>
          {failure}
        </p>
      )}
      <Button type="submit" variant="accent" fullWidth disabled={busy || tokenization.isPending}>
        {texts.continue}
      </Button>
    </form>
  );
}
