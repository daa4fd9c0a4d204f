import { classNames } from '../class-names';
import styles from './article-page.module.css';
import type { PageFrameProps, PageVariant } from './page';

export interface ArticleOptions {
  /** The information pages' column: 48rem, its blocks further apart. */
  wide?: boolean;
}

/**
 * A page of one tool or of information (the compatibility check, the NIR change, the information
 * pages, the postpaid area, the not-found screen): its h1, a muted lead and its content, one grid
 * column of 44rem (48rem when `wide`).
 */
function ArticleFrame({ heading, intro, className, wide = false, children }: PageFrameProps & ArticleOptions) {
  return (
    <div className={classNames(styles.article, wide && styles.articleWide, className)}>
      {heading}
      {intro !== undefined && <p className={styles.lead}>{intro}</p>}
      {children}
    </div>
  );
}

export const articleLayout: PageVariant<ArticleOptions> = ArticleFrame;
