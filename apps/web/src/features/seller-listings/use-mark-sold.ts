// The seller marks a car sold (issue 22): POST /cars/{id}/sold/ after a confirmation. Buyers stop
// seeing it and its conversations close with a note.
import { useState } from 'react';
import { displayName } from '@gaadi/domain/listing-text';
import type { Car } from '@gaadi/domain/schemas/car';
import { ApiError } from '@/lib/api/client';
import { markListingSold, type SellerListing } from '@/lib/api/seller-listings';
import { toast } from '@/lib/toast-store';
import { t } from '@/lib/i18n/i18n';
import { serverText } from '@/lib/i18n/server-text';

/** In the page's language (decision 040): the English texts are the messages' ids. */
export const MARK_SOLD_TEXT = {
  get title() {
    return t('Mark as sold');
  },
  message: (name: string) => t('Mark "{name}" as sold? Buyers will no longer see it, and its open conversations close with a note.', { name }),
  get confirm() {
    return t('Mark as sold');
  },
  get done() {
    return t('Marked as sold');
  },
  doneDescription: (name: string) => t('{name} is marked as sold. Congratulations!', { name }),
  get failed() {
    return t('Could not mark as sold');
  },
};

/** Approved and pending cars can be sold; sold and rejected ones cannot. */
export const canMarkSold = (status: string | undefined) => ['approved', 'pending', 'active', 'inactive'].includes((status ?? '').toLowerCase());

export function useMarkSold(onSold: (car: SellerListing) => void) {
  const [target, setTarget] = useState<Car | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!target) return;
    setBusy(true);
    try {
      const car = await markListingSold(target.id);
      onSold({ ...target, ...car, status: 'sold' } as SellerListing);
      toast({ title: MARK_SOLD_TEXT.done, description: MARK_SOLD_TEXT.doneDescription(displayName(target)), variant: 'success' });
      setTarget(null);
    } catch (e) {
      toast({ title: MARK_SOLD_TEXT.failed, description: e instanceof ApiError && e.status !== 0 ? serverText(e.message) : t('Network Error'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return { target, busy, ask: setTarget, cancel: () => setTarget(null), confirm };
}
