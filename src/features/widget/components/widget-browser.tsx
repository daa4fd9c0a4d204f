import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { classNames } from '@/shared/ui/class-names';
import { WIDGET_TABS } from '../constants';
import { widgetTexts } from '../texts';
import type { WidgetCatalogue, WidgetItem, WidgetTab } from '../types';
import styles from './widget-browser.module.css';
import { WidgetDetail } from './widget-detail';
import { WidgetItemList } from './widget-item-list';

export interface WidgetBrowserProps {
  catalogue: WidgetCatalogue;
  /** Desktop shows the list and the detail side by side; below it the detail replaces the list. */
  isDesktop: boolean;
  playerReady: boolean;
}

type FocusTarget = 'detail' | 'selectedItem';

const LAST_TAB_INDEX = WIDGET_TABS.length - 1;

function tabIndexAfterKey(key: string, current: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return current === LAST_TAB_INDEX ? 0 : current + 1;
    case 'ArrowLeft':
      return current === 0 ? LAST_TAB_INDEX : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return LAST_TAB_INDEX;
    default:
      return undefined;
  }
}

/**
 * The tabs "Beneficios" and "Tiendas" (WAI-ARIA tabs, automatic activation), the items of the
 * active tab and the detail of the one active item, which is the first until another is chosen.
 */
export function WidgetBrowser({ catalogue, isDesktop, playerReady }: WidgetBrowserProps) {
  const [tab, setTab] = useState<WidgetTab>(WIDGET_TABS[0]);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [detailShown, setDetailShown] = useState(false);
  const baseId = useId();
  const tabRefs = useRef(new Map<WidgetTab, HTMLButtonElement>());
  const detailTitleRef = useRef<HTMLHeadingElement>(null);
  const selectedItemRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);

  const items = catalogue[tab];
  const selected = items.find((item) => item.id === selectedId) ?? items[0];
  const showList = isDesktop || !detailShown;
  const showDetail = isDesktop || detailShown;

  // On mobile the list and the detail replace each other: the focus follows, so it is never lost.
  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === 'detail') detailTitleRef.current?.focus();
    if (target === 'selectedItem') selectedItemRef.current?.focus();
  });

  function activateTab(next: WidgetTab) {
    setTab(next);
    setSelectedId(null);
    setDetailShown(false);
  }

  function handleTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const nextIndex = tabIndexAfterKey(event.key, WIDGET_TABS.indexOf(tab));
    const next = nextIndex === undefined ? undefined : WIDGET_TABS[nextIndex];
    if (!next) return;
    event.preventDefault();
    activateTab(next);
    tabRefs.current.get(next)?.focus();
  }

  function selectItem(item: WidgetItem) {
    setSelectedId(item.id);
    if (isDesktop) return;
    setDetailShown(true);
    pendingFocus.current = 'detail';
  }

  function backToList() {
    setDetailShown(false);
    pendingFocus.current = 'selectedItem';
  }

  return (
    <div className={classNames(styles.browser, isDesktop && styles.desktop)}>
      <div role="tablist" aria-label={widgetTexts.tabList} className={styles.tabList}>
        {WIDGET_TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              if (element) tabRefs.current.set(name, element);
              else tabRefs.current.delete(name);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${name}`}
            aria-selected={name === tab}
            aria-controls={`${baseId}-panel-${name}`}
            tabIndex={name === tab ? 0 : -1}
            className={styles.tab}
            onClick={() => name !== tab && activateTab(name)}
            onKeyDown={handleTabKeyDown}
          >
            {widgetTexts.tabs[name]}
          </button>
        ))}
      </div>
      {WIDGET_TABS.map((name) => (
        <div key={name} role="tabpanel" id={`${baseId}-panel-${name}`} aria-labelledby={`${baseId}-tab-${name}`} hidden={name !== tab} className={styles.panel}>
          {name === tab && !selected && <p className={styles.empty}>{widgetTexts.empty[name]}</p>}
          {name === tab && selected && (
            <>
              {showList && (
                <WidgetItemList label={widgetTexts.tabs[name]} items={items} selectedId={selected.id} selectedRef={selectedItemRef} onSelect={selectItem} />
              )}
              {showDetail && (
                <WidgetDetail
                  key={selected.id}
                  item={selected}
                  playerReady={playerReady}
                  titleRef={detailTitleRef}
                  onBack={isDesktop ? undefined : backToList}
                />
              )}
            </>
          )}
        </div>
      ))}
    </div>
  );
}
