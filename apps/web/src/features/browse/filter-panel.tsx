import { formatPrice } from '@gaadi/domain/format';
import type { CarsFilters } from '@gaadi/domain/schemas/car';
import type { BrowseFilters, FilterKey } from '@/features/browse/filters';
import { useDraft } from '@/features/browse/use-draft';
import { Input } from '@/ui/input';
import { fuelOptions, transmissionOptions } from '@/ui/listing-choices';
import { Select } from '@/ui/select';


/** Options from the response, keeping the current value selectable while it is absent. */
function optionsWith(list: string[] | undefined, current: string) {
  const values = [...(list ?? [])];
  if (current && !values.some((v) => v.toLowerCase() === current.toLowerCase())) values.unshift(current);
  return values.map((v) => ({ value: v, label: v }));
}

function DraftInput({ label, value, onCommit, type = 'text', ...rest }: { label: string; value: string; onCommit: (v: string) => void; type?: string; placeholder?: string; hint?: string; min?: number; inputMode?: 'numeric' }) {
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
  onChange,
}: {
  id: string;
  filters: BrowseFilters;
  available?: Partial<CarsFilters>;
  onChange: (key: FilterKey, value: string) => void;
}) {
  const range = available?.priceRange;
  const hint = range && Number.isFinite(range.min) && Number.isFinite(range.max) ? `Range: ${formatPrice(range.min)} - ${formatPrice(range.max)}` : undefined;
  return (
    <div id={id} className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3 dark:border-gray-700 dark:bg-gray-900">
      <DraftInput label="Search" value={filters.search} onCommit={(v) => onChange('search', v)} placeholder="Brand, model or city" type="search" />
      <Select
        label="Brand"
        value={filters.brand}
        onChange={(e) => onChange('brand', e.target.value)}
        placeholder="All Brands"
        options={optionsWith(available?.availableBrands, filters.brand)}
      />
      <Select
        label="City"
        value={filters.city}
        onChange={(e) => onChange('city', e.target.value)}
        placeholder="All Cities"
        options={optionsWith(available?.availableCities, filters.city)}
      />
      <Select label="Fuel Type" value={filters.fuelType} onChange={(e) => onChange('fuelType', e.target.value)} placeholder="All Fuel Types" options={fuelOptions} />
      <Select
        label="Transmission"
        value={filters.transmission}
        onChange={(e) => onChange('transmission', e.target.value)}
        placeholder="All Transmissions"
        options={transmissionOptions}
      />
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="mb-1 text-sm font-medium text-gray-800 dark:text-gray-200">Price Range</legend>
        <DraftInput label="Min Price" value={filters.minPrice} onCommit={(v) => onChange('minPrice', v)} type="number" min={0} inputMode="numeric" placeholder="Min" />
        <DraftInput label="Max Price" value={filters.maxPrice} onCommit={(v) => onChange('maxPrice', v)} type="number" min={0} inputMode="numeric" placeholder="Max" />
        {hint && <p className="col-span-2 text-xs text-gray-600 dark:text-gray-400">{hint}</p>}
      </fieldset>
    </div>
  );
}
