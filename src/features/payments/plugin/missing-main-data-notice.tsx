import { formGrid } from '@/shared/ui/form-grid/form-grid';
import type { MainDataField } from './main-data';
import styles from './missing-main-data-notice.module.css';
import { mainDataFieldNames } from './texts';

/**
 * What a frame-based payment (the hosted checkout, the gateway) reports instead of its frame when
 * the purchase lacks main data (spec payments 5, `missingMainData`): its heading, then each field.
 */
export function MissingMainDataNotice({ heading, missing }: { heading: string; missing: readonly MainDataField[] }) {
  return (
    <div className={formGrid.stack} role="alert">
      <p className={styles.error}>{heading}</p>
      <ul className={styles.missing}>
        {missing.map((field) => (
          <li key={field}>{mainDataFieldNames[field]}</li>
        ))}
      </ul>
    </div>
  );
}
