import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FailedLoad } from '@/shared/ui/failed-load/failed-load';
import { offersTexts } from '../texts';
import styles from './offers-state.module.css';

const texts = offersTexts.states;

interface OffersStateProps<T> {
  query: UseQueryResult<T>;
  /** Whether the loaded data has nothing to show. */
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** Loading, error (with a retry) and empty states of an offer list; the list itself otherwise. */
export function OffersState<T>({ query, isEmpty, children }: OffersStateProps<T>) {
  if (query.isPending || (query.isError && query.isFetching)) {
    return (
      // The list's room while it loads: the footer stays below the screen, so the list's arrival
      // does not push it (decision 195).
      <p role="status" className={`${styles.message} ${styles.loading}`}>
        {texts.loading}
      </p>
    );
  }
  if (query.isError) {
    return <FailedLoad message={texts.error} retryLabel={texts.retry} onRetry={() => void query.refetch()} />;
  }
  if (isEmpty(query.data)) return <p className={styles.message}>{texts.empty}</p>;
  return children(query.data);
}
