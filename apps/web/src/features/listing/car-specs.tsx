import Check from '@/ui/icons/check';
import { useQuery } from '@tanstack/react-query';
import { URGENCY_LABELS, type Urgency } from '@gaadi/domain/constants';
import { accidentLabel, conditionLabel } from '@gaadi/domain/display-labels';
import { formatKm, ownerText } from '@gaadi/domain/format';
import { locationText, NO_LOCATION } from '@gaadi/domain/listing-text';
import type { PublicCar } from '@/lib/api/cars';
import { featuresQuery } from '@/lib/api/catalogue-forms';
import { Card } from '@/ui/card';
import { fuelLabel, transmissionLabel } from '@/ui/car-card';
import { groupFeatures } from '@/features/listing/group-features';
import { msg, t } from '@/lib/i18n/i18n';

const urgencyText = (u: string | null | undefined) => (u ? t(URGENCY_LABELS[u as Urgency] ?? u) : '');

function SpecList({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-4">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs uppercase tracking-wide text-gray-600 dark:text-gray-400">{t(label)}</dt>
          <dd className="mt-0.5 font-medium">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Static text below the gallery: hydrated when it comes near the viewport (listing-page.tsx). */
export default function CarSpecs({ car }: { car: PublicCar }) {
  const rows: Array<[string, string]> = [
    [msg('Brand'), car.brand ?? ''],
    [msg('Model'), car.car_model ?? ''],
    [msg('Variant'), car.variant ?? ''],
    [msg('Year'), car.year ? String(car.year) : ''],
    [msg('Fuel Type'), fuelLabel(car.fuel_type)],
    [msg('Transmission'), transmissionLabel(car.transmission)],
    [msg('Kilometers Driven'), formatKm(car.km_driven)],
    [msg('Owners'), t(ownerText(car.owner_number))],
    [msg('Location'), locationText(car) || t(NO_LOCATION)],
    [msg('State'), car.location?.state ?? ''],
  ];
  // What the seller entered in the Sell wizard (issue 13): condition, accidents and how soon they sell.
  const condition: Array<[string, string]> = [
    [msg('Exterior Condition'), t(conditionLabel(car.exterior_condition))],
    [msg('Interior Condition'), t(conditionLabel(car.interior_condition))],
    [msg('Engine Condition'), t(conditionLabel(car.engine_condition))],
    [msg('Accident History'), t(accidentLabel(car.accident_history))],
    [msg('Selling Urgency'), urgencyText(car.urgency)],
  ];
  const { data: catalogue } = useQuery(featuresQuery);
  const groups = groupFeatures(car.features ?? [], catalogue);
  return (
    <div id="car-specs" className="space-y-6">
      <Card className="p-4 sm:p-6">
        <h2 className="text-xl font-semibold">{t('Car Specifications')}</h2>
        <SpecList rows={rows} />
      </Card>
      {condition.some(([, v]) => v) && (
        <Card className="p-4 sm:p-6">
          <h2 className="text-xl font-semibold">{t('Condition and History')}</h2>
          <SpecList rows={condition} />
        </Card>
      )}
      {groups.length > 0 && (
        <Card className="p-4 sm:p-6">
          <h2 className="text-xl font-semibold">{t('Features')}</h2>
          {groups.map(({ category, names }) => (
            <div key={category} className="mt-4">
              {groups.length > 1 && <h3 className="text-sm font-semibold uppercase tracking-wide text-gray-600 dark:text-gray-400">{t(category)}</h3>}
              <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                {names.map((f) => (
                  <li key={f} className="flex items-center gap-2 text-sm">
                    <Check className="h-4 w-4 shrink-0 text-green-600" aria-hidden="true" />
                    {t(f)}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </Card>
      )}
      {car.description && (
        <Card className="p-4 sm:p-6">
          <h2 className="text-xl font-semibold">{t('Description')}</h2>
          <p className="mt-3 whitespace-pre-line text-gray-800 dark:text-gray-200">{car.description}</p>
        </Card>
      )}
    </div>
  );
}
