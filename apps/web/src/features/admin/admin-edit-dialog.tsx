// Edit dialog opened by a row click: GET /admin/cars/{id}/, then PATCH …/update/ (contract 7.3, 7.4).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ClipboardCheck } from 'lucide-react';
import { toast } from '@/lib/toast-store';
import { adminCarQuery } from '@/lib/api/admin';
import { ApiError } from '@/lib/api/client';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { Skeleton } from '@/ui/skeleton';
import { ADMIN_EDIT } from './admin-edit-fields';
import { AdminEditForm } from './admin-edit-form';
import { FlagsList } from './quality-flags';
import { VerificationDialog } from './verification-dialog';

export function AdminEditDialog({ carId, onClose, onSaved }: { carId: string | null; onClose: () => void; onSaved: () => void }) {
  const car = useQuery({
    ...adminCarQuery(carId ?? ''),
    enabled: !!carId,
    retry: false,
    gcTime: 0,
  });

  const [verifying, setVerifying] = useState(false);
  useEffect(() => {
    if (!car.error) return;
    toast({ title: 'Failed to load listing', description: car.error instanceof ApiError ? car.error.message : undefined, variant: 'destructive' });
    onClose();
  }, [car.error, onClose]);

  return (
    <Dialog open={!!carId} onOpenChange={(open) => !open && onClose()} size="xl" title={ADMIN_EDIT.title} description="Change any field, then save.">
      {car.data && car.data.id === carId ? (
        <div className="space-y-4">
          <FlagsList flags={car.data.flags} />
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-sm text-gray-800 dark:text-gray-200">{car.data.verified ? 'Verified: all five checks passed.' : 'Not verified.'}</span>
            <Button type="button" size="sm" variant="outline" onClick={() => setVerifying(true)}>
              <ClipboardCheck className="h-4 w-4" aria-hidden="true" />
              Verification checklist
            </Button>
          </div>
        <AdminEditForm
          key={`${car.data.id}-${car.dataUpdatedAt}`}
          car={car.data}
          onSaved={() => {
            onClose();
            onSaved();
          }}
        />
        </div>
      ) : (
        <div role="status" aria-label="Loading listing" className="space-y-3">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      )}
      <VerificationDialog
        car={verifying && car.data ? { id: car.data.id, title: `${car.data.year} ${car.data.brand} ${car.data.car_model}` } : null}
        onClose={() => {
          setVerifying(false);
          void car.refetch();
        }}
      />
    </Dialog>
  );
}
