import X from '@/ui/icons/x';
import * as Sheet from '@radix-ui/react-dialog';
import { useSyncExternalStore } from 'react';
import { formatPrice } from '@gaadi/domain/format';
import type { CarsFilters } from '@gaadi/domain/schemas/car';
import type { BrowseFilters, FilterKey } from '@/features/browse/filters';
import { useDraft } from '@/features/browse/use-draft';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { fuelOptions, transmissionOptions } from '@/ui/listing-choices';
import { Select, type SelectOption } from '@/ui/select';
import { MoreFilters, withCount } from '@/features/browse/more-filters';
import { useFilterCounts } from '@/features/browse/use-filter-counts';
import { budgets, boundsOf, budgetOf, lakhReading } from '@/features/browse/budget';
import { t } from '@/lib/i18n/i18n';

// Phones (< 640 px, Tailwind's sm) get the panel as a bottom sheet (issue 13); wider screens keep
// it inline under the toolbar. The server and the first render know no width: inline.
const PHONE = '(max-width: 639px)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const usePhone = () => useSyncExternalStore(subscribe, () => window.matchMedia(PHONE).matches, () => false);

/** Options from the response, keeping the current value (or several, comma-separated) selectable while it is absent. */
function optionsWith(list: string[] | undefined, current: string, counts?: Record<string, number>) {
  const values = [...(list ?? [])];
  if (current && !values.some((v) => v.toLowerCase() === current.toLowerCase())) values.unshift(current);
  return values.map((v) => ({ value: v, label: v.includes(',') ? v.split(',').join(', ') : withCount(v, counts && (counts[v] ?? 0)) }));
}

/** The fuel or gearbox choices in the page's language, each with its count when the answer has them. */
const counted = (options: SelectOption[], counts: Record<string, number> | undefined) =>
  options.map((o) => ({ ...o, label: withCount(t(o.label), counts && (counts[o.value] ?? 0)) }));

function DraftInput({ label, value, onCommit, type = 'text', ...rest }: { label: string; value: string; onCommit: (v: string) => void; type?: string; placeholder?: string; hint?: string | undefined; min?: number; inputMode?: 'numeric' }) {
  const { draft, change, flush } = useDraft(value, onCommit);
  return (
    <Input
      label={label}
      type={type}
      value={draft}
      onChange={(e) => change(e.target.value)}
      onBlur={flush}
      onKeyDown={(e) => e.key === 'Enter' && flush()}
      {...rest}
    />
  );
}

export function FilterPanel({
  id,
  filters,
  available,
  total,
  onChange,
  onClear,
  onClose,
}: {
  id: string;
  filters: BrowseFilters;
  available?: Partial<CarsFilters>;
  /** The number of cars the current filters find, for the sheet's button. */
  total?: number;
  onChange: (key: FilterKey, value: string) => void;
  onClear: () => void;
  onClose: () => void;
}) {
  const phone = usePhone();
  const counts = useFilterCounts(filters, available?.counts);
  const range = available?.priceRange;
  const hint = range && Number.isFinite(range.min) && Number.isFinite(range.max) ? t('Range: {min} - {max}', { min: formatPrice(range.min), max: formatPrice(range.max) }) : undefined;
  const fields = (
    <div
      id={id}
      className={phone ? 'grid gap-4' : 'grid gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3 dark:border-gray-700 dark:bg-gray-900'}
    >
      <DraftInput label={t('Search')} value={filters.search} onCommit={(v) => onChange('search', v)} placeholder={t('Brand, model or city')} type="search" />
      <Select
        label={t('Brand')}
        value={filters.brand}
        onChange={(e) => onChange('brand', e.target.value)}
        placeholder={t('All Brands')}
        options={optionsWith(available?.availableBrands, filters.brand, counts?.brands)}
      />
      <Select
        label={t('City')}
        value={filters.city}
        onChange={(e) => onChange('city', e.target.value)}
        placeholder={t('All Cities')}
        options={optionsWith(available?.availableCities, filters.city, counts?.cities)}
      />
      <Select label={t('Fuel Type')} value={filters.fuelType} onChange={(e) => onChange('fuelType', e.target.value)} placeholder={t('All Fuel Types')} options={counted(fuelOptions, counts?.fuelTypes)} />
      <Select
        label={t('Transmission')}
        value={filters.transmission}
        onChange={(e) => onChange('transmission', e.target.value)}
        placeholder={t('All Transmissions')}
        options={counted(transmissionOptions, counts?.transmissions)}
      />
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="mb-1 text-sm font-medium text-gray-800 dark:text-gray-200">{t('Price Range')}</legend>
        <Select
          label={t('Budget')}
          containerClassName="col-span-2"
          value={budgetOf(filters.minPrice, filters.maxPrice)}
          onChange={(e) => {
            const { minPrice, maxPrice } = boundsOf(e.target.value);
            onChange('minPrice', minPrice);
            onChange('maxPrice', maxPrice);
          }}
          placeholder={t('Any budget')}
          options={budgets()}
        />
        <DraftInput label={t('Min Price')} value={filters.minPrice} onCommit={(v) => onChange('minPrice', v)} type="number" min={0} inputMode="numeric" placeholder={t('Min')} hint={lakhReading(filters.minPrice)} />
        <DraftInput label={t('Max Price')} value={filters.maxPrice} onCommit={(v) => onChange('maxPrice', v)} type="number" min={0} inputMode="numeric" placeholder={t('Max')} hint={lakhReading(filters.maxPrice)} />
        {hint && <p className="col-span-2 text-xs text-gray-600 dark:text-gray-400">{hint}</p>}
      </fieldset>
      <MoreFilters filters={filters} available={available} counts={counts} onChange={onChange} />
    </div>
  );
  if (!phone) return fields;
  // A modal bottom sheet: Radix traps focus, closes on Escape and on the backdrop, and hides the
  // page from assistive technology meanwhile.
  return (
    <Sheet.Root open onOpenChange={(open) => !open && onClose()}>
      <Sheet.Portal>
        <Sheet.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Sheet.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            // Back to the Show Filters button (the sheet has no Radix trigger).
            const toggle = document.querySelector<HTMLElement>(`[aria-controls="${id}"]`);
            if (!toggle) return;
            e.preventDefault();
            toggle.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85vh] flex-col rounded-t-2xl bg-white text-gray-900 shadow-xl focus:outline-none dark:bg-gray-900 dark:text-gray-100"
        >
          <div className="flex items-center justify-between border-b border-gray-200 px-4 py-3 dark:border-gray-700">
            <Sheet.Title className="text-lg font-semibold">{t('Filters')}</Sheet.Title>
            <Sheet.Close className="rounded-md p-2 text-gray-600 hover:bg-gray-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 dark:text-gray-300 dark:hover:bg-gray-800" aria-label={t('Hide Filters')}>
              <X className="h-5 w-5" aria-hidden="true" />
            </Sheet.Close>
          </div>
          <div className="overflow-y-auto p-4">{fields}</div>
          <div className="flex gap-2 border-t border-gray-200 p-4 dark:border-gray-700">
            <Button variant="outline" onClick={onClear}>
              {t('Clear All')}
            </Button>
            <Sheet.Close asChild>
              <Button className="flex-1">{total === undefined ? t('Show cars') : total === 1 ? t('Show 1 car') : t('Show {total} cars', { total })}</Button>
            </Sheet.Close>
          </div>
        </Sheet.Content>
      </Sheet.Portal>
    </Sheet.Root>
  );
}
