import { cn } from '@/lib/cn';

/** Grey placeholder block; decorative (wrap a group in role="status" with a label when needed). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-gray-200 dark:bg-gray-700', className)} />;
}
