// Seller delete with confirmation: DELETE /cars/seller/{id}/delete/ (contract 6.3).
import { useState } from 'react';
import type { Car } from '@gaadi/domain/schemas/car';
import { deleteOwnListing } from '@/lib/delete-own-listing';

export function useDeleteListing(onDeleted: (id: string) => void) {
  const [target, setTarget] = useState<Car | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!target) return;
    setBusy(true);
    if (await deleteOwnListing(target, 'Network Error')) {
      onDeleted(target.id);
      setTarget(null);
    }
    setBusy(false);
  }

  return { target, busy, ask: setTarget, cancel: () => setTarget(null), confirm };
}
