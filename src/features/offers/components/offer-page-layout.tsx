import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { landingLayout } from '@/shared/ui/page/landing-page';
import { Page, type PageHead, type PageLink } from '@/shared/ui/page/page';
import styles from './offer-page-layout.module.css';

interface OfferPageLayoutProps {
  page: PageHead;
  related?: PageLink[];
  children: ReactNode;
}

/** Heading, introduction and links to the related flows of an offer page, without the landing band. */
export function OfferPageLayout({ page: { heading, intro }, related = [], children }: OfferPageLayoutProps) {
  return (
    <Page
      variant={landingLayout}
      band={false}
      heading={heading}
      intro={intro}
      actions={
        related.length > 0 && (
          <ul className={styles.related}>
            {related.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        )
      }
    >
      {children}
    </Page>
  );
}
