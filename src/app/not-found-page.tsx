import { paths } from '@/shared/domain/routing/paths';
import { ButtonLink } from '@/shared/ui/button/button';
import { articleLayout } from '@/shared/ui/page/article-page';
import { Page } from '@/shared/ui/page/page';
import styles from './not-found-page.module.css';
import { appTexts } from './texts';

const texts = appTexts.notFound;

export function NotFoundPage() {
  return (
    <Page variant={articleLayout} heading={texts.heading} intro={texts.text} className={styles.page}>
      <ButtonLink to={paths.home} variant="accent">
        {texts.goHome}
      </ButtonLink>
    </Page>
  );
}
