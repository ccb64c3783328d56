import { Check, ClipboardCheck, Trash2, X } from 'lucide-react';
import { fuelLabel, listingStatusLabel, transmissionLabel } from '@gaadi/domain/display-labels';
import { formatKm, formatPrice } from '@gaadi/domain/format';
import { submittedAt } from '@gaadi/domain/time-ago';
import { Button } from '@/ui/button';
import { ListingThumbnail } from '@/ui/listing-thumbnail';
import { adminActionsFor, adminBadgeColour } from './admin-status';
import { FlagsBadge } from './quality-flags';
import type { AdminListCar } from '@gaadi/domain/schemas/admin';

const BADGE_CLASSES = {
  yellow: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-900/60 dark:text-yellow-100',
  green: 'bg-green-100 text-green-800 dark:bg-green-900/60 dark:text-green-100',
  red: 'bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-100',
  gray: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-100',
} as const;

function StatusBadge({ status }: { status: string }) {
  const colour = adminBadgeColour(status);
  return (
    <span data-colour={colour} className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE_CLASSES[colour]}`}>
      {listingStatusLabel(status)}
    </span>
  );
}

export interface AdminTableProps {
  cars: AdminListCar[];
  onOpen: (car: AdminListCar) => void;
  onReview: (car: AdminListCar, action: 'approve' | 'reject') => void;
  onDelete: (car: AdminListCar) => void;
  /** Opens the verification checklist (issue 15). */
  onVerify?: (car: AdminListCar) => void;
}

/**
 * Listings table; a click on a row opens the edit dialog, the car name is its keyboard way in. On a
 * phone each column keeps a width of its own and the table scrolls sideways in its frame, so the
 * seller's name and phone never print over the car details (issue 22).
 */
export function AdminListingsTable({ cars, onOpen, onReview, onDelete, onVerify }: AdminTableProps) {
  return (
    <div className="w-full max-w-full overflow-x-auto">
      <table className="min-w-full divide-y divide-gray-200 text-left text-sm dark:divide-gray-700">
        <thead className="bg-gray-50 text-xs uppercase text-gray-700 dark:bg-gray-800 dark:text-gray-300">
          <tr>
            {['Car Details', 'Seller', 'Price', 'Status', 'Submitted', 'Actions'].map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-700">
          {cars.map((car) => {
            const title = `${car.year} ${car.brand} ${car.car_model}`;
            const actions = adminActionsFor(car.status);
            return (
              <tr key={car.id} className="cursor-pointer hover:bg-gray-50 dark:hover:bg-gray-800/60" onClick={() => onOpen(car)}>
                <td className="min-w-[16rem] px-4 py-3 align-top">
                  <div className="flex items-center gap-3">
                    <ListingThumbnail image={car.images?.[0]} alt="" width={64} height={48} className="h-12 w-16 shrink-0 rounded" iconClassName="h-6 w-6" />
                    <div className="min-w-0 break-words">
                      <button
                        type="button"
                        className="text-left font-semibold text-gray-900 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 dark:text-gray-100"
                        onClick={(e) => {
                          e.stopPropagation();
                          onOpen(car);
                        }}
                      >
                        {title}
                      </button>
                      <p className="text-xs text-gray-600 dark:text-gray-400">
                        {[fuelLabel(car.fuel_type), transmissionLabel(car.transmission), car.km_driven == null ? '' : formatKm(car.km_driven)].filter(Boolean).join(' • ')}
                      </p>
                      <div className="mt-1 flex flex-wrap gap-1">
                        {car.verified && <span className="text-xs font-semibold text-green-700 dark:text-green-300">Verified</span>}
                        <FlagsBadge flags={car.flags} />
                      </div>
                    </div>
                  </div>
                </td>
                <td className="min-w-[10rem] max-w-[16rem] px-4 py-3 align-top">
                  <p className="break-words text-gray-900 dark:text-gray-100">{car.seller_info?.name || car.seller?.name || 'Unknown'}</p>
                  <p className="whitespace-nowrap text-xs text-gray-600 dark:text-gray-400">{car.seller_info?.phone || car.seller?.phone_number || 'No phone'}</p>
                </td>
                <td className="whitespace-nowrap px-4 py-3 font-semibold text-gray-900 dark:text-gray-100">{formatPrice(car.price)}</td>
                <td className="px-4 py-3">
                  <StatusBadge status={car.status} />
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-gray-700 dark:text-gray-300">{submittedAt(car.created_at)}</td>
                <td className="px-4 py-3" onClick={(e) => e.stopPropagation()}>
                  <div className="flex gap-2">
                    {actions.includes('approve') && (
                      <Button size="sm" variant="success" onClick={() => onReview(car, 'approve')} aria-label={`Approve ${title}`}>
                        <Check className="h-4 w-4" aria-hidden="true" />
                        Approve
                      </Button>
                    )}
                    {actions.includes('reject') && (
                      <Button size="sm" variant="danger" onClick={() => onReview(car, 'reject')} aria-label={`Reject ${title}`}>
                        <X className="h-4 w-4" aria-hidden="true" />
                        Reject
                      </Button>
                    )}
                    {onVerify && (
                      <Button size="sm" variant="outline" onClick={() => onVerify(car)} aria-label={`Verify ${title}`}>
                        <ClipboardCheck className="h-4 w-4" aria-hidden="true" />
                        Verify
                      </Button>
                    )}
                    <Button size="sm" variant="outline" onClick={() => onDelete(car)} aria-label={`Delete ${title}`}>
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                      Delete
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
