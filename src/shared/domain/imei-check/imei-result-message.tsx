import { Link } from 'react-router-dom';
import { paths } from '@/shared/domain/routing/paths';
import { classNames } from '@/shared/ui/class-names';
import styles from './imei-result-message.module.css';
import { imeiCheckTexts } from './texts';

export interface ImeiResultMessageProps {
  message: string;
  positive: boolean;
  /** The device works with a physical SIM: link to the SIM page. */
  offersPhysicalSim: boolean;
}

/** The outcome of an IMEI check: green when the device works as it is, red otherwise. */
export function ImeiResultMessage({ message, positive, offersPhysicalSim }: ImeiResultMessageProps) {
  return (
    <div className={classNames(styles.result, positive ? styles.positive : styles.negative)}>
      <span className={styles.icon} aria-hidden="true">
        <span>{positive ? '✓' : '!'}</span>
      </span>
      <div className={styles.body}>
        <p className={styles.message}>{message}</p>
        {offersPhysicalSim && <Link to={paths.getALine}>{imeiCheckTexts.physicalSimLink}</Link>}
      </div>
    </div>
  );
}
