import { useEffect, useState } from 'react';
import { DEFAULT_REJECT_REASON } from '@gaadi/domain/constants';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Textarea } from '@/ui/textarea';
import type { AdminListCar } from '@gaadi/domain/schemas/admin';

export interface ReviewRequest {
  car: AdminListCar;
  action: 'approve' | 'reject';
}

/** Confirmation before a review: warning for approve, danger with a reason for reject. */
export function ReviewDialog({
  request,
  onClose,
  onConfirm,
}: {
  request: ReviewRequest | null;
  onClose: () => void;
  onConfirm: (request: ReviewRequest, reason: string) => Promise<void>;
}) {
  const [reason, setReason] = useState(DEFAULT_REJECT_REASON);
  const [busy, setBusy] = useState(false);
  useEffect(() => setReason(DEFAULT_REJECT_REASON), [request]);
  const name = request ? `${request.car.brand} ${request.car.car_model}` : '';
  const reject = request?.action === 'reject';

  return (
    <ConfirmDialog
      open={!!request}
      onOpenChange={(open) => !open && onClose()}
      type={reject ? 'danger' : 'warning'}
      title={reject ? 'Reject Listing' : 'Approve Listing'}
      confirmText={reject ? 'Reject' : 'Approve'}
      cancelText="Cancel"
      busy={busy}
      message={
        <div className="space-y-3">
          <p>{reject ? `Are you sure you want to reject ${name}?` : `Are you sure you want to approve ${name}? It will be published.`}</p>
          {reject && <Textarea label="Reason for rejection" rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />}
        </div>
      }
      onConfirm={() => {
        if (!request) return;
        setBusy(true);
        void onConfirm(request, reason.trim() || DEFAULT_REJECT_REASON).finally(() => setBusy(false));
      }}
    />
  );
}
