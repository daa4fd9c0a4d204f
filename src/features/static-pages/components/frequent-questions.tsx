import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '@/shared/ui/button/button';
import { frequentQuestionsQueryOptions } from '../api/list-frequent-questions';
import { staticPagesTexts } from '../texts';
import styles from './frequent-questions.module.css';

const texts = staticPagesTexts.serviceCentres;

function FrequentQuestionsContent() {
  const query = useQuery(frequentQuestionsQueryOptions());
  if (query.isPending || (query.isError && query.isFetching)) return <p role="status">{texts.faqLoading}</p>;
  if (query.isError) {
    return (
      <div className={styles.error}>
        <p role="alert">{texts.faqError}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {texts.retry}
        </Button>
      </div>
    );
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
