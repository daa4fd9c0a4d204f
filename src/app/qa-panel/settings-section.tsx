import { useId, useState } from 'react';
import { failureGroups } from '@/shared/domain/call-policy/call-policy';
import { TextField, type TextFieldProps } from '@/shared/ui/text-field/text-field';
import { DATA_PROFILES, type MockSettings } from '@mocks/config';
import type { DataProfile } from '@mocks/engine/schema-faker';
import { PanelSection } from './panel-section';
import styles from './qa-panel.module.css';
import { qaTexts } from './texts';

const texts = qaTexts.settings;
const INTEGER = /^-?\d+$/;
const seconds = (milliseconds: number) => new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 }).format(milliseconds / 1000);

interface SettingsSectionProps {
  settings: Readonly<MockSettings>;
  onChange: (changes: Partial<MockSettings>) => void;
}

/** When the screen shows the `timeout` outcome's failure, per group of operations (docs/scenarios.md lists each). */
function timeoutHint(timeoutMs: number): string {
  const groups = failureGroups(timeoutMs).map(({ attempts, afterMs, operations }) => {
    if (operations.length === 0) return texts.failureOnce(seconds(afterMs));
    return attempts === 1 ? texts.failureLimit(seconds(afterMs), operations.join(', ')) : texts.failureGroup(seconds(afterMs), attempts, operations.join(', '));
  });
  return [texts.timeoutHint, ...groups].join(' ');
}

function isDataProfile(value: string): value is DataProfile {
  return (DATA_PROFILES as readonly string[]).includes(value);
}

interface WholeNumberFieldProps extends Omit<TextFieldProps, 'type' | 'inputMode' | 'min' | 'value' | 'onChange'> {
  initial: number;
  /** The smallest value passed on, also the field's `min`; none: any whole number. */
  min?: number;
  onValue: (value: number) => void;
}

/** A number field that keeps what is typed and passes it on once it is a whole number, `min` or more. */
function WholeNumberField({ initial, min, onValue, ...props }: WholeNumberFieldProps) {
  const [typed, setTyped] = useState(String(initial));
  return (
    <TextField
      type="number"
      inputMode="numeric"
      min={min}
      value={typed}
      onChange={(event) => {
        setTyped(event.target.value);
        const value = event.target.value.trim();
        if (INTEGER.test(value) && (min === undefined || Number(value) >= min)) onValue(Number(value));
      }}
      {...props}
    />
  );
}

/**
 * Seed, data profile, latency and the `timeout` outcome's wait per attempt, with when each
 * operation's failure shows, as often as the app sends it (issue 35, 47). The number fields keep
 * what is typed and pass it on once it is a whole number, so a half-typed value never reaches the
 * mocks. Remount it (key) after a reset.
 */
export function SettingsSection({ settings, onChange }: SettingsSectionProps) {
  const profileId = useId();

  return (
    <PanelSection heading={texts.heading} open bodyClassName={styles.settingsGrid}>
      <WholeNumberField initial={settings.seed} step={1} label={texts.seed} onValue={(seed) => onChange({ seed })} />
      <div className={styles.field}>
        <label htmlFor={profileId} className={styles.fieldLabel}>
          {texts.profile}
        </label>
        <select
          id={profileId}
          className={styles.select}
          value={settings.profile}
          onChange={(event) => {
            if (isDataProfile(event.target.value)) onChange({ profile: event.target.value });
          }}
        >
          {DATA_PROFILES.map((profile) => (
            <option key={profile} value={profile}>
              {texts.profiles[profile]}
            </option>
          ))}
        </select>
      </div>
      <WholeNumberField
        initial={settings.latencyMs}
        min={0}
        step={50}
        label={texts.latency}
        hint={texts.latencyHint}
        onValue={(latencyMs) => onChange({ latencyMs })}
      />
      <WholeNumberField
        initial={settings.timeoutMs}
        min={1}
        step={1000}
        label={texts.timeout}
        hint={timeoutHint(settings.timeoutMs)}
        onValue={(timeoutMs) => onChange({ timeoutMs })}
      />
    </PanelSection>
  );
}
