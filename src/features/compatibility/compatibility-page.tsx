import { ArticlePage } from '@/shared/ui/page/article-page';
import styles from './compatibility-page.module.css';
import { ImeiCheckForm } from './components/imei-check-form';
import { compatibilityTexts as texts } from './texts';

/** /compatibilidad: checks whether a device works on the network, by its IMEI. */
export function CompatibilityPage() {
  return (
    <ArticlePage page={texts} className={styles.page}>
      <ImeiCheckForm />
    </ArticlePage>
  );
}
