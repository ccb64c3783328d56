// Issue 13's controls of the filter panel: body types, a model after one brand, several brands
// or cities, a year range, kilometres, owners and recently reduced, with counts where the answer
// has them (filters.counts). Part of the panel's lazily loaded code.
import { useQuery } from '@tanstack/react-query';
import { BODY_TYPE_LABELS, BODY_TYPES, MAX_OWNERS_LIMIT, REDUCED_WITHIN_DAYS } from '@gaadi/domain/public-constants';
import type { CarsFilters } from '@gaadi/domain/schemas/car';
import type { BrowseFilters, FilterKey } from '@/features/browse/filters';
import { listOf, toggled } from '@/features/browse/list-filters';
import { modelsOfBrandQuery } from '@/lib/api/catalogue';
import { Select } from '@/ui/select';
import { t } from '@/lib/i18n/i18n';

type Counts = NonNullable<CarsFilters['counts']>;
type Change = (key: FilterKey, value: string) => void;

/** "Tata (12)": the count beside an option when the answer has one. */
export const withCount = (label: string, n: number | undefined) => (n === undefined ? label : `${label} (${n.toLocaleString('en-IN')})`);

const KM_CHOICES = [10_000, 25_000, 50_000, 75_000, 100_000];
const box = 'h-4 w-4 rounded border-gray-400 text-blue-600 focus-visible:ring-2 focus-visible:ring-blue-500';

function CheckList({ legend, options, selected, onToggle }: { legend: string; options: Array<{ value: string; label: string }>; selected: string; onToggle: (value: string) => void }) {
  const chosen = new Set(listOf(selected).map((v) => v.toLowerCase()));
  return (
    <fieldset className="col-span-full">
      <legend className="mb-1 text-sm font-medium text-gray-800 dark:text-gray-200">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((o) => (
          <label key={o.value} className="inline-flex min-h-8 items-center gap-2 text-sm text-gray-800 dark:text-gray-200">
            <input type="checkbox" className={box} checked={chosen.has(o.value.toLowerCase())} onChange={() => onToggle(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Several brands or cities: a disclosure of checkboxes beside the spec's single select. */
function SeveralOf({ summary, legend, names, counts, selected, onChange }: { summary: string; legend: string; names: string[]; counts?: Record<string, number>; selected: string; onChange: (v: string) => void }) {
  return (
    <details className="col-span-full rounded-lg border border-gray-200 px-3 py-2 dark:border-gray-700">
      <summary className="cursor-pointer text-sm font-medium text-blue-700 dark:text-blue-300">{summary}</summary>
      <div className="mt-2 max-h-48 overflow-y-auto">
        <CheckList legend={legend} options={names.map((n) => ({ value: n, label: withCount(n, counts && (counts[n] ?? 0)) }))} selected={selected} onToggle={(v) => onChange(toggled(selected, v))} />
      </div>
    </details>
  );
}

function ModelSelect({ brand, value, onChange }: { brand: string; value: string; onChange: Change }) {
  const models = useQuery({ ...modelsOfBrandQuery(brand), retry: false }).data ?? [];
  const options = models.map((m) => ({ value: m, label: m }));
  if (value && !models.some((m) => m.toLowerCase() === value.toLowerCase())) options.unshift({ value, label: value.split(',').join(', ') });
  return <Select label={t('Model')} value={value} onChange={(e) => onChange('model', e.target.value)} placeholder={t('All Models')} options={options} />;
}

export function MoreFilters({ filters, available, counts = {}, onChange }: { filters: BrowseFilters; available?: Partial<CarsFilters>; counts?: Partial<Counts>; onChange: Change }) {
  const brands = listOf(filters.brand);
  const years = available?.yearRange && available.yearRange.max >= available.yearRange.min && available.yearRange.min > 0
    ? Array.from({ length: available.yearRange.max - available.yearRange.min + 1 }, (_, i) => String(available.yearRange!.max - i))
    : [];
  const yearOptions = (current: string) => (current && !years.includes(current) ? [current, ...years] : years).map((y) => ({ value: y, label: y }));
  return (
    <>
      {brands.length === 1 && <ModelSelect brand={brands[0]!} value={filters.model} onChange={onChange} />}
      <Select label={t('Min Year')} value={filters.minYear} onChange={(e) => onChange('minYear', e.target.value)} placeholder={t('Any Year')} options={yearOptions(filters.minYear)} />
      <Select label={t('Max Year')} value={filters.maxYear} onChange={(e) => onChange('maxYear', e.target.value)} placeholder={t('Any Year')} options={yearOptions(filters.maxYear)} />
      <Select
        label={t('Max Kilometres')}
        value={filters.maxKm}
        onChange={(e) => onChange('maxKm', e.target.value)}
        placeholder={t('Any Kilometres')}
        options={KM_CHOICES.map((km) => ({ value: String(km), label: t('Up to {km} km', { km: km.toLocaleString('en-IN') }) }))}
      />
      <Select
        label={t('Owners')}
        value={filters.maxOwners}
        onChange={(e) => onChange('maxOwners', e.target.value)}
        placeholder={t('Any Owners')}
        options={Array.from({ length: MAX_OWNERS_LIMIT - 1 }, (_, i) => ({ value: String(i + 1), label: i === 0 ? t('1st owner only') : t('Up to {count} owners', { count: i + 1 }) }))}
      />
      <label className="inline-flex min-h-10 items-center gap-2 self-end text-sm font-medium text-gray-800 dark:text-gray-200">
        <input type="checkbox" className={box} checked={filters.reduced === 'true'} onChange={(e) => onChange('reduced', e.target.checked ? 'true' : '')} />
        {t('Recently reduced')} <span className="font-normal text-gray-600 dark:text-gray-400">{t('(last {days} days)', { days: REDUCED_WITHIN_DAYS })}</span>
      </label>
      <CheckList
        legend={t('Body Type')}
        options={BODY_TYPES.map((b) => ({ value: b, label: withCount(t(BODY_TYPE_LABELS[b]), counts.bodyTypes && (counts.bodyTypes[b] ?? 0)) }))}
        selected={filters.bodyType}
        onToggle={(v) => onChange('bodyType', toggled(filters.bodyType, v))}
      />
      <SeveralOf summary={t('Several brands')} legend={t('Brands')} names={available?.availableBrands ?? []} counts={counts.brands} selected={filters.brand} onChange={(v) => onChange('brand', v)} />
      <SeveralOf summary={t('Several cities')} legend={t('Cities')} names={available?.availableCities ?? []} counts={counts.cities} selected={filters.city} onChange={(v) => onChange('city', v)} />
    </>
  );
}
