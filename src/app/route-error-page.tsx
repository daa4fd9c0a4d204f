import { useEffect } from 'react';
import { paths } from '@/shared/domain/routing/paths';
import { ButtonLink } from '@/shared/ui/button/button';
import { articleLayout } from '@/shared/ui/page/article-page';
import { Page } from '@/shared/ui/page/page';
import styles from './not-found-page.module.css';
import { PageRowScope } from './page-row-scope';
import { appTexts } from './texts';

const texts = appTexts.routeError;

/** Replaces the whole shell when a route fails to load or render, so it brings its own landmark. */
export function RouteErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <PageRowScope row={{ title: texts.title }}>
      <main>
        <Page variant={articleLayout} heading={texts.heading} intro={texts.text} className={styles.page}>
          <ButtonLink to={paths.home} variant="accent">
            {texts.goHome}
          </ButtonLink>
        </Page>
      </main>
    </PageRowScope>
  );
}
