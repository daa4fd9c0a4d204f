import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { articleLayout } from '@/shared/ui/page/article-page';
import { Page, type PageHead, type PageLink } from '@/shared/ui/page/page';
import styles from './static-page-layout.module.css';

interface StaticPageLayoutProps {
  page: PageHead;
  links?: PageLink[];
  children?: ReactNode;
}

/** Title, heading, introduction, content and links to the related flows of an informational page. */
export function StaticPageLayout({ page, links = [], children }: StaticPageLayoutProps) {
  return (
    <Page variant={articleLayout} heading={page.heading} intro={page.intro} wide>
      {children}
      {links.length > 0 && (
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

/** Sections of plain text, each under its own h2. */
export function TextSections({ sections }: { sections: ReadonlyArray<{ heading: string; text: string }> }) {
  return sections.map((section) => (
    <section key={section.heading} className={styles.section}>
      <h2>{section.heading}</h2>
      <p>{section.text}</p>
    </section>
  ));
}

/** A titled, numbered list of steps. */
export function Steps({ heading, steps }: { heading: string; steps: readonly string[] }) {
  return (
    <section className={styles.section}>
      <h2>{heading}</h2>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
