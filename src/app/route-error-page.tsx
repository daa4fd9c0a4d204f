import { useEffect } from 'react';
import { paths } from '@/shared/domain/routing/paths';
import { ButtonLink } from '@/shared/ui/button/button';
import styles from './not-found-page.module.css';
import { Page } from './page';
import { appTexts } from './texts';

const texts = appTexts.routeError;

/** Replaces the whole shell when a route fails to load or render, so it brings its own landmark. */
export function RouteErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Page row={{ title: texts.title }}>
      <main className={styles.page}>
        <h1>{texts.heading}</h1>
        <p>{texts.text}</p>
        <ButtonLink to={paths.home} variant="accent">
          {texts.goHome}
        </ButtonLink>
      </main>
    </Page>
  );
}
