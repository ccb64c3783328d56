// Edit dialog opened by a row click: GET /admin/cars/{id}/, then PATCH …/update/ (contract 7.3, 7.4).
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/lib/toast-store';
import { adminCarQuery } from '@/lib/api/admin';
import { ApiError } from '@/lib/api/client';
import { Dialog } from '@/ui/dialog';
import { Skeleton } from '@/ui/skeleton';
import { AdminEditForm } from './admin-edit-form';

export function AdminEditDialog({ carId, onClose, onSaved }: { carId: string | null; onClose: () => void; onSaved: () => void }) {
  const car = useQuery({
    ...adminCarQuery(carId ?? ''),
    enabled: !!carId,
    retry: false,
    gcTime: 0,
  });

  useEffect(() => {
    if (!car.error) return;
    toast({ title: 'Failed to load listing', description: car.error instanceof ApiError ? car.error.message : undefined, variant: 'destructive' });
    onClose();
  }, [car.error, onClose]);

  return (
    <Dialog open={!!carId} onOpenChange={(open) => !open && onClose()} size="xl" title="Edit Listing" description="Change any field, then save.">
      {car.data && car.data.id === carId ? (
        <AdminEditForm
          key={`${car.data.id}-${car.dataUpdatedAt}`}
          car={car.data}
          onSaved={() => {
            onClose();
            onSaved();
          }}
        />
      ) : (
        <div role="status" aria-label="Loading listing" className="space-y-3">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      )}
    </Dialog>
  );
}
