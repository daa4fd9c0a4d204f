import { useId, type Ref } from 'react';
import { widgetTexts } from '../texts';
import type { WidgetItem } from '../types';
import styles from './widget-detail.module.css';
import { WidgetVideo } from './widget-video';

export interface WidgetDetailProps {
  item: WidgetItem;
  playerReady: boolean;
  /** The title takes the focus when the detail replaces the list (mobile). */
  titleRef: Ref<HTMLHeadingElement>;
  /** Given on mobile, where the detail replaces the list: shows the "Regresar" arrow. */
  onBack?: () => void;
}

/** The detail card of the active item (spec account 2.6). */
export function WidgetDetail({ item, playerReady, titleRef, onBack }: WidgetDetailProps) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className={styles.detail}>
      {onBack && (
        <button type="button" className={styles.back} onClick={onBack}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M12.5 4 6.5 10l6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {widgetTexts.back}
        </button>
      )}
      <h3 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
        {item.title}
      </h3>
      <p className={styles.description}>{item.description}</p>
      <WidgetVideo videoId={item.videoId} thumbnailUrl={item.thumbnailUrl} title={item.title} size="detail" playerReady={playerReady} />
      <a href={item.linkUrl} target="_blank" rel="noopener" className={styles.link}>
        {item.linkLabel} <span className="visually-hidden">{widgetTexts.opensInNewTab}</span>
      </a>
      <p className={styles.footer}>{widgetTexts.footer}</p>
    </article>
  );
}
