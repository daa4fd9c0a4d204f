import type { Ref } from 'react';
import { classNames } from '@/shared/ui/class-names';
import type { WidgetItem } from '../types';
import { WidgetImage } from './widget-image';
import styles from './widget-item-list.module.css';

/** Size of the brand image in the list, in CSS pixels. */
const BRAND_IMAGE_PX = 48;

export interface WidgetItemListProps {
  label: string;
  items: readonly WidgetItem[];
  selectedId: number;
  /** Receives the active item's button, so the focus can come back to it from the detail. */
  selectedRef: Ref<HTMLButtonElement>;
  onSelect: (item: WidgetItem) => void;
}

/** The items of one tab, each with its brand image and tagline; the active one is marked current. */
export function WidgetItemList({ label, items, selectedId, selectedRef, onSelect }: WidgetItemListProps) {
  return (
    <ul aria-label={label} className={styles.list}>
      {items.map((item) => {
        const active = item.id === selectedId;
        return (
          <li key={item.id}>
            <button
              ref={active ? selectedRef : undefined}
              type="button"
              className={classNames(styles.item, active && styles.active)}
              aria-current={active ? 'true' : undefined}
              onClick={() => onSelect(item)}
            >
              <WidgetImage src={item.brandImageUrl} alt={item.name} width={BRAND_IMAGE_PX} height={BRAND_IMAGE_PX} className={styles.brand} />
              <span className={styles.tagline}>{item.tagline}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
