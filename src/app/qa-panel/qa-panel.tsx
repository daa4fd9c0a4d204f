import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { getSessionUser } from '@/shared/domain/session';
import { Button } from '@/shared/ui/button/button';
import { classNames } from '@/shared/ui/class-names';
import { CloseIcon } from '@/shared/ui/dialog/close-icon';
import { surfaceStyles } from '@/shared/ui/surface/surface';
import { TextField } from '@/shared/ui/text-field/text-field';
import { clearCalls } from '@mocks/activity';
import { resetState } from '@mocks/behaviors/state';
import { configureMocks, getMockSettings, resetMockSettings, type MockSettings } from '@mocks/config';
import type { OperationDefinition } from '@mocks/engine/types';
import { clearScenarios, getScenarios, storeScenarios, type ScenarioEntries } from '@mocks/scenarios';
import { CallsSection } from './calls-section';
import { ChaosSection } from './chaos-section';
import { copyToClipboard } from './clipboard';
import { ContactRequestsSection } from './contact-requests-section';
import { FlagsSection } from './flags-section';
import { DEFAULT_OUTCOME } from './operation-outcomes';
import styles from './qa-panel.module.css';
import { ReportActions } from './report-actions';
import { reproductionLink } from './reproduction-link';
import { ScenarioSection } from './scenario-section';
import { SettingsSection } from './settings-section';
import { clearRecordedSteps } from './step-recorder';
import { TagsSection } from './tags-section';
import { qaTexts as texts } from './texts';
import { WebVitalsSection } from './web-vitals-section';

interface QaPanelProps {
  operations: readonly OperationDefinition[];
  onClose: () => void;
}

/**
 * The open panel: a non-modal dialog, so the site stays usable beside it on a wide screen and the
 * list of calls can be watched while testing. Every choice goes straight to the mock layer.
 */
export function QaPanel({ operations, onClose }: QaPanelProps) {
  const titleId = useId();
  const descriptionId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const [scenarios, setScenarioState] = useState<ScenarioEntries>(getScenarios);
  const [settings, setSettings] = useState<Readonly<MockSettings>>(getMockSettings);
  const [resets, setResets] = useState(0);
  const [copyFailures, setCopyFailures] = useState(0);
  const [linkShown, setLinkShown] = useState(false);
  const [message, setMessage] = useState('');

  useEffect(() => {
    closeRef.current?.focus();
  }, []);

  // Without a clipboard the link is offered selected, ready for the system's own copy.
  useEffect(() => {
    if (copyFailures === 0) return;
    linkRef.current?.focus();
    linkRef.current?.select();
  }, [copyFailures]);

  const choose = useCallback((operationId: string, outcome: string) => {
    // Spreading keeps a re-chosen operation in its place, so the copied link stays stable.
    const entries = Object.entries({ ...getScenarios(), [operationId]: outcome });
    const next: ScenarioEntries = Object.fromEntries(entries.filter(([, chosen]) => chosen !== DEFAULT_OUTCOME));
    storeScenarios(next);
    setScenarioState(next);
    setMessage('');
  }, []);

  function changeSettings(changes: Partial<MockSettings>) {
    configureMocks(changes);
    setSettings(getMockSettings());
    setMessage('');
  }

  async function copyLink() {
    const copied = await copyToClipboard(reproductionLink(window.location.href, getScenarios(), getMockSettings(), getSessionUser()?.number));
    setLinkShown(true);
    if (!copied) setCopyFailures((count) => count + 1);
    setMessage(copied ? texts.actions.copied : texts.actions.copyFailed);
  }

  function reset() {
    clearScenarios();
    resetMockSettings();
    resetState();
    clearCalls();
    clearRecordedSteps();
    setScenarioState({});
    setSettings(getMockSettings());
    setResets((count) => count + 1);
    setMessage(texts.actions.resetDone);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onClose();
  }

  return (
    // A non-modal <dialog> gets no Escape from the browser; the key handler gives it one.
    <dialog open className={styles.panel} aria-labelledby={titleId} aria-describedby={descriptionId} onKeyDown={handleKeyDown}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {texts.title}
        </h2>
        <button ref={closeRef} type="button" className={classNames(surfaceStyles.iconButton, styles.closeButton)} aria-label={texts.close} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <div className={styles.body}>
        <p id={descriptionId} className={styles.note}>
          {texts.description}
        </p>
        <div>
          <div className={styles.actions}>
            <Button variant="primary" className={styles.actionButton} onClick={() => void copyLink()}>
              {texts.actions.copyLink}
            </Button>
            <Button variant="secondary" className={styles.actionButton} onClick={reset}>
              {texts.actions.reset}
            </Button>
          </div>
          {/* Always rendered, so that screen readers announce what appears in it. */}
          <p aria-live="polite" className={styles.message}>
            {message}
          </p>
        </div>
        <ReportActions />
        {linkShown && (
          <TextField
            ref={linkRef}
            label={texts.actions.link}
            readOnly
            value={reproductionLink(window.location.href, scenarios, settings, getSessionUser()?.number)}
            onFocus={(event) => event.currentTarget.select()}
            spellCheck={false}
          />
        )}
        <ScenarioSection operations={operations} scenarios={scenarios} onChoose={choose} />
        <SettingsSection key={resets} settings={settings} onChange={changeSettings} />
        <ChaosSection key={`chaos-${resets}`} settings={settings} onChange={changeSettings} />
        <FlagsSection />
        <CallsSection />
        <ContactRequestsSection />
        <TagsSection />
        <WebVitalsSection />
      </div>
    </dialog>
  );
}
