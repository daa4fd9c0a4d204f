import { useQuery } from '@tanstack/react-query';
import type { Control } from 'react-hook-form';
import { useFormField } from '@/shared/forms/use-form-field';
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
  const { field, error } = useFormField({ control, name, showErrors });
  const failure = list.isError ? ((list.error instanceof CatalogueError ? list.error.serverMessage : undefined) ?? texts.errors.listFailed[name]) : undefined;

  return (
    <SelectField
      {...field}
      label={label}
      placeholder={list.isPending ? texts.loadingList : texts.choose}
      options={list.data?.map((option) => ({ id: option.code, name: `${option.code} - ${option.description}` })) ?? []}
      disabled={!list.isSuccess}
      error={error}
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
