// The writes of a thread (issue 21) with the product's toasts: the API's own message on success,
// its message (or the first field's) on failure; the thread and the inbox read again after each.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '@/lib/api/client';
import { errorText } from '@/lib/conversation-text';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast-store';
import { t } from '@/lib/i18n/i18n';

export { errorText };

export function useThreadActions() {
  const qc = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  /** Runs one write; resolves true when it succeeded. Field errors go to `onFieldError` when given. */
  async function run(name: string, write: () => Promise<{ message?: string } | unknown>, opts: { success?: string; onFieldError?: (msg: string) => void } = {}) {
    setBusy(name);
    try {
      const res = (await write()) as { message?: string } | undefined;
      const title = opts.success ?? res?.message;
      // The API's own message is the domain's constant: the Hindi catalogue has it by its English text.
      if (title) toast({ title: t(title), variant: 'success' });
      return true;
    } catch (e) {
      const msg = errorText(e);
      if (opts.onFieldError && e instanceof ApiError && e.status === 400) opts.onFieldError(msg);
      else toast({ title: msg, variant: 'destructive' });
      return false;
    } finally {
      setBusy(null);
      void qc.invalidateQueries({ queryKey: queryKeys.conversations });
      void qc.invalidateQueries({ queryKey: ['visits'] });
    }
  }
  return { run, busy };
}
