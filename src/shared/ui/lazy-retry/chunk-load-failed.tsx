import { Button } from '../button/button';
import { uiTexts } from '../texts';
import styles from './chunk-load-failed.module.css';
import { lazyRetryTexts as texts } from './texts';

export interface ChunkLoadFailedProps {
  /** Downloads the missing code again and shows what it holds. */
  retry: () => void;
  /**
   * `page`: in place of a page, with its heading; `section`: in place of a part of a page or
   * dialog; `floating`: in place of a dialog that could not open, with `onClose`.
   */
  variant?: 'page' | 'section' | 'floating';
  onClose?: () => void;
}

/** A part of the site whose code could not be downloaded (a network drop, a deploy in between): never a blank. */
export function ChunkLoadFailed({ retry, variant = 'section', onClose }: ChunkLoadFailedProps) {
  const Heading = variant === 'page' ? 'h1' : 'h2';
  return (
    <div role="alert" className={variant === 'floating' ? `${styles.failed} ${styles.floating}` : styles.failed}>
      <Heading>{variant === 'page' ? texts.pageHeading : texts.sectionHeading}</Heading>
      <p>{texts.text}</p>
      <div className={styles.actions}>
        <Button variant="accent" onClick={retry}>
          {texts.retry}
        </Button>
        {onClose && (
          <Button variant="secondary" onClick={onClose}>
            {uiTexts.close}
          </Button>
        )}
      </div>
    </div>
  );
}
