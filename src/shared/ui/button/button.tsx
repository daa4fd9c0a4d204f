import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { classNames } from '../class-names';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'accent' | 'secondary';

interface ButtonLookProps {
  variant?: ButtonVariant;
  fullWidth?: boolean;
}

function buttonClassName({ variant = 'primary', fullWidth = false }: ButtonLookProps, extra?: string) {
  return classNames(styles.button, styles[variant], fullWidth && styles.fullWidth, extra);
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonLookProps;

export function Button({ variant, fullWidth, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName({ variant, fullWidth }, className)} {...props} />;
}

export type ButtonLinkProps = LinkProps & ButtonLookProps;

/** A navigation link that looks like a button (e.g. "Ir a inicio"). */
export function ButtonLink({ variant, fullWidth, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClassName({ variant, fullWidth }, className)} {...props} />;
}
