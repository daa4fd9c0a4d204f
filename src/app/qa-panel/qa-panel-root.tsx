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
const REFUSED_NOTE_ID = 'qa-refused-note';

interface QaPanelRootProps {
  operations: readonly OperationDefinition[];
}

/**
 * The small "QA" button, and the panel in its place while open. A scenario the contract does not
 * know, or a malformed chaos value, marks the button red and says so to screen readers; the panel
 * stays closed, so the page stays usable on a phone, where the panel takes the whole screen: the
 * console and the notice over the refused call say it aloud already (decisions 150, 276, 280).
 */
export function QaPanelRoot({ operations }: QaPanelRootProps) {
  const [open, setOpen] = useState(false);
  const [refused] = useState(() => scenarioProblems(operations, getScenarios()).length > 0 || parseChaos(getMockSettings().chaos).kind === 'refused');
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
        <>
          <button
            ref={toggleRef}
            type="button"
            className={refused ? `${styles.toggle} ${styles.refused}` : styles.toggle}
            style={lift > 0 ? { bottom: `${lift + QA_BUTTON_GAP_PX}px` } : undefined}
            aria-label={texts.openButtonLabel}
            aria-describedby={refused ? REFUSED_NOTE_ID : undefined}
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
          >
            {refused ? texts.openButtonRefused : texts.openButton}
          </button>
          {refused && (
            <span id={REFUSED_NOTE_ID} className="visually-hidden">
              {texts.refusedNote}
            </span>
          )}
        </>
      )}
    </aside>
  );
}
