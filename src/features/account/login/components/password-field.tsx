import { useId, useState } from 'react';
import { TextField, type TextFieldProps } from '@/shared/ui/text-field/text-field';
import { loginTexts as texts } from '../texts';
import styles from './login-form.module.css';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password with a show/hide toggle (spec 2.8); the toggle says which state it is in. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const fieldId = useId();
  return (
    <div className={styles.password} id={fieldId}>
      <TextField {...props} type={visible ? 'text' : 'password'} />
      <button type="button" className={styles.toggle} aria-pressed={visible} aria-controls={fieldId} onClick={() => setVisible((current) => !current)}>
        {visible ? texts.hidePassword : texts.showPassword}
      </button>
    </div>
  );
}
