import type { ComponentPropsWithRef } from 'react';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
}

/**
 * The app's button. `type` defaults to "button" so a button inside a form never submits it by
 * accident; a submit button says so.
 */
export function Button({
  variant = 'primary',
  type = 'button',
  className,
  ...buttonProps
}: ButtonProps) {
  const classes = ['button', `button--${variant}`, className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...buttonProps} />;
}
