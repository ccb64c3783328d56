import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export type BadgeVariant = 'default' | 'success' | 'warning' | 'danger' | 'info' | 'featured' | 'outline';

const variants: Record<BadgeVariant, string> = {
  default: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-100',
  success: 'bg-green-100 text-green-800 dark:bg-green-900/60 dark:text-green-100',
  warning: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-900/60 dark:text-yellow-100',
  danger: 'bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-100',
  info: 'bg-blue-100 text-blue-800 dark:bg-blue-900/60 dark:text-blue-100',
  featured: 'bg-amber-500 text-gray-950',
  outline: 'border border-gray-300 text-gray-700 dark:border-gray-600 dark:text-gray-200',
};

export function Badge({ variant = 'default', className, ...rest }: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return (
    <span
      // The shape is the stylesheet's .badge (index.css, decision 052); the colours stay utilities.
      className={cn('badge', variants[variant], className)}
      {...rest}
    />
  );
}
