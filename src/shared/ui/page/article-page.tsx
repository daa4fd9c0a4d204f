import type { ReactNode } from 'react';
import { classNames } from '../class-names';
import styles from './article-page.module.css';
import type { PageHead } from './page';

export interface ArticlePageProps {
  page: PageHead;
  /** The information pages' column: 48rem, its blocks further apart. */
  wide?: boolean;
  /** The feature's own rules for what it puts in (its h2, the space above its form). */
  className?: string;
  children?: ReactNode;
}

/**
 * A page of one tool or of information (the compatibility check, the NIR change, the information
 * pages): its h1, a muted lead and its content, one grid column of 44rem
 * (48rem when `wide`).
 */
export function ArticlePage({ page, wide = false, className, children }: ArticlePageProps) {
  return (
    <div className={classNames(styles.article, wide && styles.articleWide, className)}>
      <h1>{page.heading}</h1>
      <p className={styles.lead}>{page.intro}</p>
      {children}
    </div>
  );
}
