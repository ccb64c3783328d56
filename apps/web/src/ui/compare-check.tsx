// "Add to compare" (issue 13) on cards and the listing page: a checkbox into the compare tray
// (lib/compare-list.ts, at most three; the tray is features/compare/compare-tray.tsx).
import type { PublicCar } from '@/lib/api/cars';
import { loadBuyerActions, useBuyerMarks } from '@/lib/buyer-marks';
import { t } from '@/lib/i18n/i18n';

export function CompareCheck({ car, name, className }: { car: PublicCar; name: string; className: string }) {
  const chosen = useBuyerMarks().compared.has(car.id);
  return (
    <label className={className}>
      <input type="checkbox" aria-label={t('Add to compare: {name}', { name })} checked={chosen} onChange={() => void loadBuyerActions().then((m) => m.pressCompare(car))} className="h-4 w-4 accent-blue-600" />
      {t('Add to compare')}
    </label>
  );
}
