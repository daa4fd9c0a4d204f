import { useState } from 'react';
import { Checkbox } from '@/shared/ui/checkbox/checkbox';
import { TextField } from '@/shared/ui/text-field/text-field';
import type { MockSettings } from '@mocks/config';
import { formatChaos, parseChaos } from '@mocks/engine/chaos';
import { PanelSection } from './panel-section';
import styles from './qa-panel.module.css';
import { qaTexts } from './texts';

const texts = qaTexts.chaos;
const DEFAULT_RATE = 0.2;

interface ChaosSectionProps {
  settings: Readonly<MockSettings>;
  onChange: (changes: Partial<MockSettings>) => void;
}

/**
 * Chaos mode's switch, seed and rate (issue 47). The fields keep what is typed and pass it on once
 * it makes a valid `<seed>:<rate>`; a malformed value from the address is shown refused, in red,
 * with a button that removes it (decision 276). Remount it (key) after a reset.
 */
export function ChaosSection({ settings, onChange }: ChaosSectionProps) {
  const state = parseChaos(settings.chaos);
  const on = state.kind === 'on' ? state.config : undefined;
  const [seed, setSeed] = useState(String(on?.seed ?? settings.seed));
  const [rate, setRate] = useState(String(on?.rate ?? DEFAULT_RATE));

  function pass(nextSeed: string, nextRate: string) {
    const typed = parseChaos(`${nextSeed}:${nextRate}`);
    if (typed.kind === 'on') onChange({ chaos: formatChaos(typed.config) });
  }

  return (
    <PanelSection heading={texts.heading} open={state.kind !== 'off'} bodyClassName={styles.settingsGrid}>
      <p className={styles.note}>{texts.note}</p>
      {state.kind === 'refused' && (
        <div role="alert" className={styles.refused}>
          <p className={styles.refusedHeading}>{texts.refused(state.value, state.reason)}</p>
          <button type="button" className={styles.refusedRemove} onClick={() => onChange({ chaos: '' })}>
            {texts.remove}
          </button>
        </div>
      )}
      <Checkbox
        label={texts.switch}
        checked={state.kind === 'on'}
        onChange={(event) => {
          if (!event.target.checked) onChange({ chaos: '' });
          else {
            const typed = parseChaos(`${seed}:${rate}`);
            onChange({ chaos: formatChaos(typed.kind === 'on' ? typed.config : { seed: settings.seed, rate: DEFAULT_RATE }) });
          }
        }}
      />
      {state.kind === 'on' && (
        <>
          <TextField
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            label={texts.seed}
            value={seed}
            onChange={(event) => {
              setSeed(event.target.value);
              pass(event.target.value, rate);
            }}
          />
          <TextField
            type="number"
            inputMode="decimal"
            min={0}
            max={1}
            step={0.05}
            label={texts.rate}
            value={rate}
            onChange={(event) => {
              setRate(event.target.value);
              pass(seed, event.target.value);
            }}
          />
        </>
      )}
    </PanelSection>
  );
}
