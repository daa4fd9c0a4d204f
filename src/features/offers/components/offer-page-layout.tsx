import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PageHead, PageLink } from '@/shared/ui/page/page';
import styles from './offer-page-layout.module.css';

interface OfferPageLayoutProps {
  page: PageHead;
  related?: PageLink[];
  children: ReactNode;
}

/** Title, heading, introduction and links to the related flows of an offer page. */
export function OfferPageLayout({ page: { heading, intro }, related = [], children }: OfferPageLayoutProps) {
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1>{heading}</h1>
        <p className={styles.intro}>{intro}</p>
        {related.length > 0 && (
          <ul className={styles.related}>
            {related.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        )}
      </header>
      {children}
    </div>
  );
}
