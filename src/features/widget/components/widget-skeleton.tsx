import { classNames } from '@/shared/ui/class-names';
import { WIDGET_VIDEO_SIZE } from '../constants';
import { widgetTexts } from '../texts';
import styles from './widget-skeleton.module.css';

const PLACEHOLDER_ROWS = 3;
const { width, height } = WIDGET_VIDEO_SIZE.detail;

/** The placeholder shown while the widget starts (spec 4: about 2 s) and until its data is there. */
export function WidgetSkeleton({ isDesktop }: { isDesktop: boolean }) {
  return (
    <div role="status" className={classNames(styles.skeleton, isDesktop && styles.desktop)}>
      <span className="visually-hidden">{widgetTexts.loading}</span>
      <div aria-hidden="true" className={styles.tabs}>
        <span className={styles.block} />
        <span className={styles.block} />
      </div>
      <div aria-hidden="true" className={styles.columns}>
        <ul className={styles.list}>
          {Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
            <li key={index} className={styles.row}>
              <span className={styles.logo} />
              <span className={styles.line} />
            </li>
          ))}
        </ul>
        {isDesktop && (
          <div className={styles.detail}>
            <span className={styles.line} />
            <span className={styles.video} style={{ maxWidth: width, aspectRatio: `${width} / ${height}` }} />
            <span className={styles.line} />
          </div>
        )}
      </div>
    </div>
  );
}
