// Issue 22: the review queue by dealer, and "Approve all N shown" for that dealer's pending cars
// after a confirmation. Each listing is approved as a single approval is (its own review record,
// notification and e-mail); cars no longer pending are reported, not failed.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminListCar } from '@gaadi/domain/schemas/admin';
import { adminDealersQuery, approveAdminBatch } from '@/lib/api/admin';
import { ApiError } from '@/lib/api/client';
import { toast } from '@/lib/toast-store';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Select } from '@/ui/select';

export function DealerFilter({ value, onChange, enabled }: { value: string; onChange: (slug: string) => void; enabled: boolean }) {
  const dealers = useQuery({ ...adminDealersQuery, enabled, retry: false }).data ?? [];
  const options = dealers.map((d) => ({ value: d.slug, label: `${d.name}, ${d.city} (${d.pending} pending)` }));
  return <Select label="Dealer" placeholder="All sellers" value={value} onChange={(e) => onChange(e.target.value)} options={options} containerClassName="min-w-56" />;
}

export function ApproveShown({ cars, onDone }: { cars: AdminListCar[]; onDone: () => void }) {
  const pending = cars.filter((c) => c.status === 'pending');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!pending.length) return null;
  const dealerName = pending[0]!.dealer?.name ?? 'this dealer';

  async function approve() {
    setBusy(true);
    try {
      const res = await approveAdminBatch(pending.map((c) => c.id));
      const skipped = (res.data?.not_pending.length ?? 0) + (res.data?.not_found.length ?? 0);
      toast({ title: res.message ?? 'Approved', description: skipped ? `${skipped} were no longer pending and were left as they are.` : undefined, variant: 'success' });
      setOpen(false);
      onDone();
    } catch (e) {
      toast({ title: 'Action Failed', description: e instanceof ApiError ? e.message : 'Failed to approve listings', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button onClick={() => setOpen(true)}>{`Approve all ${pending.length} shown`}</Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(o) => !o && setOpen(false)}
        title="Approve these listings?"
        message={`Approve all ${pending.length} pending listings shown from ${dealerName}? Each goes live at once and its seller is told, as with a single approval.`}
        confirmText={`Approve ${pending.length}`}
        cancelText="Cancel"
        type="warning"
        busy={busy}
        onConfirm={() => void approve()}
      />
    </>
  );
}
