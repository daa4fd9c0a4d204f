import { useQuery } from '@tanstack/react-query';
import { useController, type Control } from 'react-hook-form';
import { touchedError } from '@/shared/forms/touched-error';
import { Button } from '@/shared/ui/button/button';
import { SelectField } from '@/shared/ui/select-field/select-field';
import { CatalogueError, catalogueQueryOptions, type CatalogueName } from '../api/billing-api';
import type { InvoiceFormValues } from '../form-values';
import styles from '../invoices-page.module.css';
import { invoicesTexts as texts } from '../texts';

export interface CatalogueSelectProps {
  name: CatalogueName;
  control: Control<InvoiceFormValues>;
  label: string;
  showErrors: boolean;
}

/**
 * A select of one billing list. While the list loads it is disabled; a failed list says so
 * (the server's message, else ours) with "Reintentar"; the rest of the form keeps what was typed.
 */
export function CatalogueSelect({ name, control, label, showErrors }: CatalogueSelectProps) {
  const list = useQuery(catalogueQueryOptions(name));
  const { field, fieldState } = useController({ control, name });
  const failure = list.isError ? ((list.error instanceof CatalogueError ? list.error.serverMessage : undefined) ?? texts.errors.listFailed[name]) : undefined;

  return (
    <SelectField
      {...field}
      label={label}
      placeholder={list.isPending ? texts.loadingList : texts.choose}
      options={list.data?.map((option) => ({ id: option.code, name: `${option.code} - ${option.description}` })) ?? []}
      disabled={!list.isSuccess}
      error={touchedError(fieldState.error, fieldState.isTouched || showErrors)}
      note={
        failure
          ? (noteId) => (
              <div className={styles.listFailure}>
                <p id={noteId} role="alert" className={styles.error}>
                  {failure}
                </p>
                <Button variant="secondary" aria-describedby={noteId} onClick={() => void list.refetch()} disabled={list.isFetching}>
                  {texts.retry}
                </Button>
              </div>
            )
          : undefined
      }
    />
  );
}
