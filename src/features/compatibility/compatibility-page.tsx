import styles from './compatibility-page.module.css';
import { ImeiCheckForm } from './components/imei-check-form';
import { compatibilityTexts as texts } from './texts';

/** /compatibilidad: checks whether a device works on the network, by its IMEI. */
export function CompatibilityPage() {
  return (
    <div className={styles.page}>
      <title>{texts.documentTitle}</title>
      <h1>{texts.heading}</h1>
      <p className={styles.intro}>{texts.intro}</p>
      <ImeiCheckForm />
    </div>
  );
}
