// The verification checklist (issue 15): an admin records the five checks with notes; the listing
// shows Verified only when all five passed. The last record says who checked and when.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { VerificationCheck } from '@gaadi/domain/schemas/trust';
import type { VerificationState } from '@gaadi/domain/schemas/trust-admin';
import { CHECKLIST_ORDER as VERIFICATION_CHECKS, VERIFICATION_CHECK_LABELS, VERIFICATION_MESSAGES } from '@gaadi/domain/verification-checklist';
import { adminKeys, saveVerification, verificationQuery } from '@/lib/api/admin';
import { ApiError } from '@/lib/api/client';
import { toast } from '@/lib/toast-store';
import { Badge } from '@/ui/badge';
import { Dialog } from '@/ui/dialog';
import { DialogFormActions } from '@/ui/dialog-form-actions';
import { Input } from '@/ui/input';
import { Skeleton } from '@/ui/skeleton';

type Checks = Record<VerificationCheck, { passed: boolean; note: string }>;

const emptyChecks = (): Checks => Object.fromEntries(VERIFICATION_CHECKS.map((k) => [k, { passed: false, note: '' }])) as Checks;

function checksOf(state: VerificationState | undefined): Checks {
  const checks = emptyChecks();
  for (const c of state?.record?.checks ?? []) checks[c.key] = { passed: c.passed, note: c.note };
  return checks;
}

const when = (iso: string) => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

export function VerificationDialog({ car, onClose }: { car: { id: string; title: string } | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const state = useQuery({ ...verificationQuery(car?.id ?? ''), enabled: !!car, retry: false, gcTime: 0 });
  const [checks, setChecks] = useState<Checks>(emptyChecks);
  const [saving, setSaving] = useState(false);
  useEffect(() => setChecks(checksOf(state.data)), [state.data]);

  async function save() {
    if (!car) return;
    setSaving(true);
    try {
      const answer = await saveVerification(car.id, { checks: VERIFICATION_CHECKS.map((key) => ({ key, ...checks[key] })) });
      toast({ title: answer.message ?? VERIFICATION_MESSAGES.saved, description: answer.data?.verified ? 'All five checks passed: the listing shows Verified.' : 'Not every check passed: the listing is not verified.', variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'verification', car.id] });
      void queryClient.invalidateQueries({ queryKey: adminKeys.cars });
      onClose();
    } catch (e) {
      toast({ title: 'Saving the checklist failed', description: e instanceof ApiError ? e.message : undefined, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  const record = state.data?.record;
  return (
    <Dialog open={!!car} onOpenChange={(open) => !open && onClose()} size="lg" title="Verification checklist" description={car?.title}>
      {state.data && !state.isFetching ? (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <div className="flex flex-wrap items-center gap-2 text-sm">
            {state.data.verified ? <Badge variant="success">Verified</Badge> : <Badge>Not verified</Badge>}
            <span className="text-gray-700 dark:text-gray-300">
              {record
                ? `Last checked by ${record.demo ? 'demo data' : record.admin?.name || 'a former admin'} on ${when(record.checked_at)}`
                : 'No checklist recorded yet'}
            </span>
          </div>
          <fieldset className="space-y-3">
            <legend className="mb-2 text-sm text-gray-700 dark:text-gray-300">The listing shows Verified only when all five checks pass.</legend>
            {VERIFICATION_CHECKS.map((key) => (
              <div key={key} className="grid gap-2 rounded-lg border border-gray-200 p-3 sm:grid-cols-[16rem_1fr] sm:items-center dark:border-gray-700">
                <label className="flex items-center gap-2 text-sm font-medium text-gray-900 dark:text-gray-100">
                  <input
                    type="checkbox"
                    className="h-4 w-4"
                    checked={checks[key].passed}
                    onChange={(e) => setChecks((c) => ({ ...c, [key]: { ...c[key], passed: e.target.checked } }))}
                  />
                  {VERIFICATION_CHECK_LABELS[key]}
                </label>
                <Input
                  label={`Note: ${VERIFICATION_CHECK_LABELS[key]}`}
                  hideLabel
                  placeholder="Note (what was seen)"
                  maxLength={500}
                  value={checks[key].note}
                  onChange={(e) => setChecks((c) => ({ ...c, [key]: { ...c[key], note: e.target.value } }))}
                />
              </div>
            ))}
          </fieldset>
          <DialogFormActions busy={saving} submitLabel="Save checklist" busyLabel="Saving..." className="border-t border-gray-200 pt-4 dark:border-gray-700" />
        </form>
      ) : (
        <div role="status" aria-label="Loading checklist" className="space-y-3">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      )}
    </Dialog>
  );
}
