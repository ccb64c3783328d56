// Issue 15's quality flags for admins: a badge in the review table, the list in the edit dialog.
// They inform the review; nothing here blocks an action.
import { AlertTriangle } from 'lucide-react';
import type { QualityFlag } from '@gaadi/domain/schemas/trust-admin';
import { Badge } from '@/ui/badge';

export function FlagsBadge({ flags }: { flags: QualityFlag[] | undefined }) {
  if (!flags?.length) return null;
  const label = `${flags.length} ${flags.length === 1 ? 'flag' : 'flags'}`;
  return (
    <Badge variant="warning" title={flags.map((f) => f.message).join('\n')} aria-label={`${label}: ${flags.map((f) => f.message).join('; ')}`}>
      <AlertTriangle className="h-3 w-3" aria-hidden="true" />
      {label}
    </Badge>
  );
}

export function FlagsList({ flags }: { flags: QualityFlag[] | undefined }) {
  return (
    <section aria-labelledby="quality-flags-heading" className="rounded-lg border border-yellow-300 bg-yellow-50 p-3 dark:border-yellow-800 dark:bg-yellow-950/40">
      <h3 id="quality-flags-heading" className="text-sm font-semibold text-gray-900 dark:text-gray-100">
        Quality flags
      </h3>
      {flags?.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-gray-800 dark:text-gray-200">
          {flags.map((f) => (
            <li key={`${f.code}-${f.message}`}>{f.message}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">No flags: nothing unusual was found.</p>
      )}
      <p className="mt-2 text-xs text-gray-600 dark:text-gray-400">Flags inform the review; they never block it.</p>
    </section>
  );
}
