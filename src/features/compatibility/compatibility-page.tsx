import { articleLayout } from '@/shared/ui/page/article-page';
import { Page } from '@/shared/ui/page/page';
import styles from './compatibility-page.module.css';
import { ImeiCheckForm } from './components/imei-check-form';
import { compatibilityTexts as texts } from './texts';

/** /compatibilidad: checks whether a device works on the network, by its IMEI. */
export function CompatibilityPage() {
  return (
    <Page variant={articleLayout} heading={texts.heading} intro={texts.intro} className={styles.page}>
      <ImeiCheckForm />
    </Page>
  );
}
