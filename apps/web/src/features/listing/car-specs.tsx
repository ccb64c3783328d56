import Check from '@/ui/icons/check';
import { formatKm, ownerText } from '@gaadi/domain/format';
import { locationText, NO_LOCATION } from '@gaadi/domain/listing-text';
import type { PublicCar } from '@/lib/api/cars';
import { Card } from '@/ui/card';
import { fuelLabel, transmissionLabel } from '@/ui/car-card';

/** Static text below the gallery: hydrated when it comes near the viewport (listing-page.tsx). */
export default function CarSpecs({ car }: { car: PublicCar }) {
  const rows: Array<[string, string]> = [
    ['Brand', car.brand ?? ''],
    ['Model', car.car_model ?? ''],
    ['Year', car.year ? String(car.year) : ''],
    ['Fuel Type', fuelLabel(car.fuel_type)],
    ['Transmission', transmissionLabel(car.transmission)],
    ['Kilometers Driven', formatKm(car.km_driven)],
    ['Owners', ownerText(car.owner_number)],
    ['Location', locationText(car) || NO_LOCATION],
  ];
  const features = car.features ?? [];
  return (
    <div id="car-specs" className="space-y-6">
      <Card className="p-6">
        <h2 className="text-xl font-semibold">Car Specifications</h2>
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-4">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs uppercase tracking-wide text-gray-600 dark:text-gray-400">{label}</dt>
              <dd className="mt-0.5 font-medium">{value || '—'}</dd>
            </div>
          ))}
        </dl>
      </Card>
      {features.length > 0 && (
        <Card className="p-6">
          <h2 className="text-xl font-semibold">Features</h2>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {features.map((f) => (
              <li key={f} className="flex items-center gap-2 text-sm">
                <Check className="h-4 w-4 shrink-0 text-green-600" aria-hidden="true" />
                {f}
              </li>
            ))}
          </ul>
        </Card>
      )}
      {car.description && (
        <Card className="p-6">
          <h2 className="text-xl font-semibold">Description</h2>
          <p className="mt-3 whitespace-pre-line text-gray-800 dark:text-gray-200">{car.description}</p>
        </Card>
      )}
    </div>
  );
}
