import { paths } from '@/shared/domain/routing/paths';
import { ButtonLink } from '@/shared/ui/button/button';
import styles from './not-found-page.module.css';
import { appTexts } from './texts';

const texts = appTexts.notFound;

export function NotFoundPage() {
  return (
    <div className={styles.page}>
      <h1>{texts.heading}</h1>
      <p>{texts.text}</p>
      <ButtonLink to={paths.home} variant="accent">
        {texts.goHome}
      </ButtonLink>
    </div>
  );
}
