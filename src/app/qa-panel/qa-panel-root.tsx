import { useEffect, useRef, useState } from 'react';
import { getMockSettings } from '@mocks/config';
import { parseChaos } from '@mocks/engine/chaos';
import { scenarioProblems } from '@mocks/engine/scenario-keys';
import type { OperationDefinition } from '@mocks/engine/types';
import { getScenarios } from '@mocks/scenarios';
import { useLiftOverBottomBars } from './clear-of-bottom-bars';
import { QaPanel } from './qa-panel';
import styles from './qa-panel-root.module.css';
import { qaTexts as texts } from './texts';

/** The button's width from the left edge, with room to spare (a 44 px button 8 px from the edge). */
const QA_BUTTON_ZONE_PX = 64;
const QA_BUTTON_GAP_PX = 8;

interface QaPanelRootProps {
  operations: readonly OperationDefinition[];
}

/**
 * The small "QA" button, and the panel in its place while open. The panel opens by itself when the
 * address chose a scenario the contract does not know, or a malformed chaos value, so its red line
 * is seen (decisions 150, 276).
 */
export function QaPanelRoot({ operations }: QaPanelRootProps) {
  const [open, setOpen] = useState(() => scenarioProblems(operations, getScenarios()).length > 0 || parseChaos(getMockSettings().chaos).kind === 'refused');
  const toggleRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  // Above the cookie notice's buttons, never over them (a phone included); beside the social strip's icons.
  const lift = useLiftOverBottomBars(QA_BUTTON_ZONE_PX);

  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    toggleRef.current?.focus();
  }, [open]);

  function close() {
    returnFocus.current = true;
    setOpen(false);
  }

  return (
    // The landmark's own height keeps the end of the page clear of the fixed button.
    <aside aria-label={texts.region} className={styles.root}>
      {open ? (
        <QaPanel operations={operations} onClose={close} />
      ) : (
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          style={lift > 0 ? { bottom: `${lift + QA_BUTTON_GAP_PX}px` } : undefined}
          aria-label={texts.openButtonLabel}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {texts.openButton}
        </button>
      )}
    </aside>
  );
}
