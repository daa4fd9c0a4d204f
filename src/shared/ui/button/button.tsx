import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { classNames } from '../class-names';
import styles from './button.module.css';

/** `primary` and `accent` are one look, the site's main action (button.module.css); `secondary` is outlined. */
type ButtonVariant = 'primary' | 'accent' | 'secondary';

interface ButtonLookProps {
  variant?: ButtonVariant;
  fullWidth?: boolean;
}

function buttonClassName({ variant = 'primary', fullWidth = false }: ButtonLookProps, extra?: string) {
  return classNames(styles.button, styles[variant], fullWidth && styles.fullWidth, extra);
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonLookProps & {
    /**
     * Work the button started is under way: it looks disabled and is `aria-disabled`, and a press
     * does nothing, but it stays focusable. `disabled` would drop the focus, and the alert that
     * answers the work would then give it back to nothing (login's rule). Keep
     * `disabled` for a form that cannot be sent yet.
     */
    busy?: boolean;
  };

export function Button({ variant, fullWidth, className, type = 'button', busy = false, onClick, ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, fullWidth }, className)}
      aria-disabled={busy || undefined}
      {...props}
      onClick={(event) => {
        // A busy submit button's click is its form's submission (also Enter in a field): cancel it.
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}

export type ButtonLinkProps = LinkProps & ButtonLookProps;

/** A navigation link that looks like a button (e.g. "Ir a inicio"). */
export function ButtonLink({ variant, fullWidth, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClassName({ variant, fullWidth }, className)} {...props} />;
}
