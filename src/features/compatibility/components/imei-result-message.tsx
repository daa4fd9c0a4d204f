import { Link } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { classNames } from '@/shared/ui/class-names';
import { isPositiveImeiResult, offersPhysicalSim, type ImeiResultKey } from '../imei-result';
import { compatibilityTexts } from '../texts';
import styles from './imei-result-message.module.css';

export function ImeiResultMessage({ result }: { result: ImeiResultKey }) {
  const positive = isPositiveImeiResult(result);
  return (
    <div className={classNames(styles.result, positive ? styles.positive : styles.negative)}>
      <span className={styles.icon} aria-hidden="true">
        <span>{positive ? '✓' : '!'}</span>
      </span>
      <div className={styles.body}>
        <p className={styles.message}>{compatibilityTexts.results[result]}</p>
        {offersPhysicalSim(result) && <Link to={paths.getALine}>{compatibilityTexts.physicalSimLink}</Link>}
      </div>
    </div>
  );
}
