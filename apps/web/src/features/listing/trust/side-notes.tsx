// Under the EMI button (issue 15): the full cost in one line, linking to its card, and how fast
// the seller usually replies.
import { formatPrice } from '@gaadi/domain/format';
import { fullCostEstimate } from '@gaadi/domain/full-cost';
import type { PublicCar } from '@/lib/api/cars';
import { SellerResponse } from '@/features/listing/trust/seller-response';
import { t } from '@/lib/i18n/i18n';

export default function SideNotes({ car }: { car: PublicCar }) {
  const estimate = car.price && car.year ? fullCostEstimate({ price: car.price, year: car.year, state: car.location?.state ?? '', fuelType: car.fuel_type }) : null;
  if (!estimate && !car.seller_response) return null;
  // The amount in bold where the page's language puts it (t() leaves a placeholder not given).
  const about = t('About {amount} more for RTO transfer and first-year insurance (indicative).').split('{amount}');
  return (
    <div id="trust-side-notes" className="space-y-2">
      {estimate && (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {about[0]}
          <strong className="text-gray-900 dark:text-white">{formatPrice(estimate.total)}</strong>
          {about[1]}{' '}
          <a href="#full-cost" className="font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-300">
            {t('Full cost estimate')}
          </a>
        </p>
      )}
      <SellerResponse response={car.seller_response} />
    </div>
  );
}
