import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { FailedLoad } from '@/shared/ui/failed-load/failed-load';
import { frequentQuestionsQueryOptions } from '../api/list-frequent-questions';
import { staticPagesTexts } from '../texts';
import styles from './frequent-questions.module.css';

const texts = staticPagesTexts.serviceCentres;

function FrequentQuestionsContent() {
  const query = useQuery(frequentQuestionsQueryOptions());
  if (query.isPending || (query.isError && query.isFetching)) return <p role="status">{texts.faqLoading}</p>;
  if (query.isError) {
    return <FailedLoad message={texts.faqError} retryLabel={texts.retry} onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) return <p>{texts.faqEmpty}</p>;
  return (
    <div className={styles.list}>
      {query.data.map((item) => (
        <details key={item.id} className={styles.item}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

/** The frequent questions (listFrequentQuestions), each answer folded under its question. */
export function FrequentQuestions() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{texts.faqHeading}</h2>
      <FrequentQuestionsContent />
    </section>
  );
}
