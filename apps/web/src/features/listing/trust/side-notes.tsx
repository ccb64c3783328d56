// Under the EMI button (issue 15): the full cost in one line, linking to its card, and how fast
// the seller usually replies.
import { formatPrice } from '@gaadi/domain/format';
import { fullCostEstimate } from '@gaadi/domain/full-cost';
import type { PublicCar } from '@/lib/api/cars';
import { SellerResponse } from '@/features/listing/trust/seller-response';

export default function SideNotes({ car }: { car: PublicCar }) {
  const estimate = car.price && car.year ? fullCostEstimate({ price: car.price, year: car.year, state: car.location?.state ?? '', fuelType: car.fuel_type }) : null;
  if (!estimate && !car.seller_response) return null;
  return (
    <div id="trust-side-notes" className="space-y-2">
      {estimate && (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          About <strong className="text-gray-900 dark:text-white">{formatPrice(estimate.total)}</strong> more for RTO transfer and first-year insurance (indicative).{' '}
          <a href="#full-cost" className="font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-300">
            Full cost estimate
          </a>
        </p>
      )}
      <SellerResponse response={car.seller_response} />
    </div>
  );
}
