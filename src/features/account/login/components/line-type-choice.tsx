import { LINE_TYPES, type LineType } from '@/shared/domain/line-check';
import { loginTexts as texts } from '../texts';
import styles from './login-form.module.css';

interface LineTypeChoiceProps {
  value: LineType;
  onChange: (lineType: LineType) => void;
}

/** The line type of the account (spec 4 "Login": pick type, then the number). */
export function LineTypeChoice({ value, onChange }: LineTypeChoiceProps) {
  return (
    <fieldset className={styles.lineTypes}>
      <legend className={styles.legend}>{texts.lineTypeLegend}</legend>
      {LINE_TYPES.map((lineType) => (
        <label key={lineType} className={styles.lineType}>
          <input type="radio" name="lineType" value={lineType} checked={value === lineType} onChange={() => onChange(lineType)} />
          {texts.lineTypes[lineType]}
        </label>
      ))}
    </fieldset>
  );
}
