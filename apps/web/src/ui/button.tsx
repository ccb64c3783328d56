import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/cn';
import { Spinner } from '@/ui/spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'success' | 'light' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

/**
 * Button look for other elements too (links styled as buttons). The looks are the stylesheet's
 * btn classes (index.css, decision 052): one short class per part instead of some 30 utilities on
 * every button of a page. A class given here is a utility, so it wins over the look (components
 * come before utilities).
 */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cn('btn', `btn-${variant}`, `btn-${size}`, className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and disables the button. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, size, busy, className, children, disabled, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <Spinner size="sm" />}
      {children}
    </button>
  );
}
