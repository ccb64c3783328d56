// The facts a buyer judges first, right under the title (issue 13): year, kilometres, fuel,
// gearbox and owners.
import { formatKm, ownerText } from '@gaadi/domain/format';
import type { PublicCar } from '@/lib/api/cars';
import { FUEL_LABELS, TRANSMISSION_LABELS } from '@gaadi/domain/public-constants';
import { t } from '@/lib/i18n/i18n';

export function KeyFacts({ car }: { car: PublicCar }) {
  const facts = [
    car.year ? String(car.year) : '',
    car.km_driven !== undefined && car.km_driven !== null ? formatKm(car.km_driven) : '',
    t(FUEL_LABELS[car.fuel_type as keyof typeof FUEL_LABELS] ?? car.fuel_type),
    t(TRANSMISSION_LABELS[car.transmission as keyof typeof TRANSMISSION_LABELS] ?? car.transmission),
    t(ownerText(car.owner_number)),
  ].filter((f): f is string => !!f);
  if (facts.length === 0) return null;
  return (
    <ul aria-label={t('Key facts')} className="flex flex-wrap gap-2">
      {facts.map((f) => (
        <li key={f} className="rounded-full bg-gray-100 px-3 py-1 text-sm font-medium text-gray-800 dark:bg-gray-800 dark:text-gray-100">
          {f}
        </li>
      ))}
    </ul>
  );
}
