import { useId, useState } from 'react';
import { FEATURE_FLAG_NAMES, FLAGS_QUERY_PARAM, parseFlagOverrides, type FeatureFlagName, type FlagOverrides } from '@/shared/domain/feature-flags';
import { Button } from '@/shared/ui/button/button';
import { PanelSection } from './panel-section';
import styles from './qa-panel.module.css';
import { qaTexts } from './texts';

const texts = qaTexts.flags;
type Choice = 'default' | 'on' | 'off';

function choiceOf(overrides: FlagOverrides, name: FeatureFlagName): Choice {
  const value = overrides[name];
  return value === undefined ? 'default' : value ? 'on' : 'off';
}

/** The address with `?flags=` set to the chosen overrides (none: the parameter is removed). */
export function addressWithFlags(href: string, choices: Readonly<Record<FeatureFlagName, Choice>>): string {
  const url = new URL(href);
  const forced = FEATURE_FLAG_NAMES.filter((name) => choices[name] !== 'default').map((name) => `${name}:${choices[name]}`);
  if (forced.length > 0) url.searchParams.set(FLAGS_QUERY_PARAM, forced.join(','));
  else url.searchParams.delete(FLAGS_QUERY_PARAM);
  return url.toString().replace(/%3A/gi, ':').replace(/%2C/gi, ',');
}

/**
 * Forces feature flags: the flags are evaluated once, before the app renders, so
 * applying reloads the page with `?flags=`; the same address reproduces them elsewhere.
 */
export function FlagsSection() {
  const idPrefix = useId();
  const [choices, setChoices] = useState(() => {
    const current = parseFlagOverrides(new URLSearchParams(window.location.search).get(FLAGS_QUERY_PARAM) ?? '');
    return Object.fromEntries(FEATURE_FLAG_NAMES.map((name) => [name, choiceOf(current, name)])) as Record<FeatureFlagName, Choice>;
  });

  return (
    <PanelSection heading={texts.heading} bodyClassName={styles.settingsGrid}>
      <p className={styles.note}>{texts.note}</p>
      {FEATURE_FLAG_NAMES.map((name) => (
        <div key={name} className={styles.field}>
          <label htmlFor={`${idPrefix}-${name}`} className={styles.fieldLabel}>
            {name}
          </label>
          <select
            id={`${idPrefix}-${name}`}
            className={styles.select}
            value={choices[name]}
            onChange={(event) => setChoices({ ...choices, [name]: event.target.value as Choice })}
          >
            <option value="default">{texts.default}</option>
            <option value="on">{texts.on}</option>
            <option value="off">{texts.off}</option>
          </select>
        </div>
      ))}
      <Button variant="secondary" onClick={() => window.location.assign(addressWithFlags(window.location.href, choices))}>
        {texts.apply}
      </Button>
    </PanelSection>
  );
}
