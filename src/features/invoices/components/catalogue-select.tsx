import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { touchedError } from '@/shared/forms/touched-error';
import { Button } from '@/shared/ui/button/button';
import { CatalogueError, catalogueQueryOptions, type CatalogueName } from '../api/billing-api';
import styles from '../invoices-page.module.css';
import type { InvoiceFormValues } from '../form-values';
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
  const id = useId();
  const list = useQuery(catalogueQueryOptions(name));
  const { field, fieldState } = useController({ control, name });
  const error = touchedError(fieldState.error, fieldState.isTouched || showErrors);
  const failure = list.isError
    ? ((list.error instanceof CatalogueError ? list.error.serverMessage : undefined) ?? texts.errors.listFailed[name])
    : undefined;
  const describedBy = [error && `${id}-error`, failure && `${id}-failure`].filter(Boolean).join(' ') || undefined;

  return (
    <div className={styles.selectField}>
      <label htmlFor={id} className={styles.selectLabel}>
        {label}
      </label>
      <select
        {...field}
        id={id}
        className={styles.select}
        disabled={!list.isSuccess}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        <option value="">{list.isPending ? texts.loadingList : texts.choose}</option>
        {list.data?.map((option) => (
          <option key={option.code} value={option.code}>
            {option.code} - {option.description}
          </option>
        ))}
      </select>
      {failure && (
        <div className={styles.listFailure}>
          <p id={`${id}-failure`} role="alert" className={styles.error}>
            {failure}
          </p>
          <Button variant="secondary" aria-describedby={`${id}-failure`} onClick={() => void list.refetch()} disabled={list.isFetching}>
            {texts.retry}
          </Button>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
