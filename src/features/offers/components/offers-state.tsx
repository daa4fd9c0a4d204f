import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FailedLoad } from '@/shared/ui/failed-load/failed-load';
import { offersTexts } from '../texts';
import { OffersLoading } from './offers-loading';
import styles from './offers-state.module.css';

const texts = offersTexts.states;

interface OffersStateProps<T> {
  query: UseQueryResult<T>;
  /** Whether the loaded data has nothing to show. */
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/**
 * Loading, error (with a retry) and empty states of an offer list; the list itself otherwise. Each
 * state takes the list's room, a screen's height, so the footer stays below the screen whichever
 * arrives: the list (decision 195), or the error once the retries are over (decision 254).
 */
export function OffersState<T>({ query, isEmpty, children }: OffersStateProps<T>) {
  if (query.isPending || (query.isError && query.isFetching)) return <OffersLoading />;
  if (query.isError) {
    return (
      <div className={styles.listRoom}>
        <FailedLoad message={texts.error} retryLabel={texts.retry} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (isEmpty(query.data)) return <p className={`${styles.message} ${styles.listRoom}`}>{texts.empty}</p>;
  return children(query.data);
}
