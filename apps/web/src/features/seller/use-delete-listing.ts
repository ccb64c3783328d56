// Seller delete with confirmation: DELETE /cars/seller/{id}/delete/ (contract 6.3).
import { useState } from 'react';
import { displayName } from '@gaadi/domain/listing-text';
import type { Car } from '@gaadi/domain/schemas/car';
import { toast } from '@/app/toast-store';
import { api, ApiError } from '@/lib/api/client';

export function useDeleteListing(onDeleted: (id: string) => void) {
  const [target, setTarget] = useState<Car | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!target) return;
    setBusy(true);
    try {
      await api.delete(`/cars/seller/${target.id}/delete/`);
      onDeleted(target.id);
      toast({ title: 'Listing Deleted', description: `${displayName(target)} has been removed from your listings`, variant: 'success' });
      setTarget(null);
    } catch (e) {
      if (e instanceof ApiError && e.status !== 0) toast({ title: 'Delete Failed', description: e.message, variant: 'destructive' });
      else toast({ title: 'Network Error', description: 'Failed to delete listing', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return { target, busy, ask: setTarget, cancel: () => setTarget(null), confirm };
}
