import type { InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export interface FileInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> {
  /** The picked files; the input is cleared first, so picking the same file again reports it again. */
  onFiles: (files: File[]) => void;
  /** A smaller button, for dialogs. */
  compact?: boolean;
}

/** Native file picker with the app's button look (label it with a <label htmlFor>). */
export function FileInput({ onFiles, compact, className, ...rest }: FileInputProps) {
  return (
    <input
      type="file"
      className={cn(
        'max-w-full text-sm text-gray-800 file:mr-3 file:rounded-lg file:border-0 file:bg-blue-600 file:text-white dark:text-gray-200',
        compact ? 'file:px-3 file:py-1.5' : 'file:px-4 file:py-2',
        className,
      )}
      onChange={(e) => {
        const files = Array.from(e.target.files ?? []);
        e.target.value = '';
        onFiles(files);
      }}
      {...rest}
    />
  );
}
