// Below the price on phones, above the specifications from lg up: price history and the full cost
// estimate. Static text, hydrated when it comes near the viewport (trust-parts.ts).
import { fullCostEstimate } from '@gaadi/domain/full-cost';
import type { PublicCar } from '@/lib/api/cars';
import { FullCostCard } from '@/features/listing/trust/full-cost-card';
import { PriceHistory } from '@/features/listing/trust/price-history';

export default function TrustDetails({ car }: { car: PublicCar }) {
  const state = car.location?.state ?? '';
  const estimate = car.price && car.year ? fullCostEstimate({ price: car.price, year: car.year, state, fuelType: car.fuel_type }) : null;
  if (!estimate && !car.price_history) return null;
  return (
    <div id="trust-details" className="mb-6 grid items-start gap-6 md:grid-cols-2">
      {car.price_history && <PriceHistory createdAt={car.created_at} history={car.price_history} price={car.price} />}
      {estimate && <FullCostCard estimate={estimate} price={car.price!} state={state} electric={car.fuel_type === 'electric'} />}
    </div>
  );
}
