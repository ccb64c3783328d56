// The feature checkboxes of a listing, grouped by catalogue category and narrowed by a filter box.
// Checked features are form state, not DOM state: a feature the filter hides stays checked. Names
// and categories show through t() (hi-features.ts on the Hindi sell wizard and edit form); the
// value stored stays the catalogue's English name.
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FeatureCatalogue } from '@gaadi/domain/schemas/catalogue';
import { Input } from '@/ui/input';
import type { ListingValues } from '@/lib/listing-form/listing-values';
import { t } from '@/lib/i18n/i18n';

/** Categories with the features whose name or category, as written or as shown, contains the query (case-insensitive). */
export function filterFeatures(catalogue: FeatureCatalogue, query: string): Array<[string, FeatureCatalogue[string]]> {
  const q = query.trim().toLowerCase();
  const has = (name: string) => name.toLowerCase().includes(q) || t(name).toLowerCase().includes(q);
  return Object.entries(catalogue)
    .map(([category, items]): [string, FeatureCatalogue[string]] => [category, !q || has(category) ? items : items.filter((f) => has(f.name))])
    .filter(([, items]) => items.length > 0);
}

export function FeaturePicker({ features }: { features: FeatureCatalogue }) {
  const { control, setValue } = useFormContext<ListingValues>();
  const chosen = useWatch({ control, name: 'features' }) ?? [];
  const [query, setQuery] = useState('');
  const countId = useId();
  if (Object.keys(features).length === 0) return null;
  const groups = filterFeatures(features, query);

  const toggle = (name: string, on: boolean) =>
    setValue('features', on ? [...chosen.filter((f) => f !== name), name] : chosen.filter((f) => f !== name), { shouldDirty: true });

  return (
    <fieldset aria-describedby={countId}>
      <legend className="mb-2 text-sm font-semibold text-gray-900 dark:text-gray-100">{t('Features')}</legend>
      <div className="mb-3 flex flex-wrap items-end justify-between gap-2">
        <Input
          label={t('Search features')}
          type="search"
          placeholder={t('e.g. airbags, sunroof')}
          containerClassName="w-full sm:max-w-xs"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <p id={countId} className="text-sm text-gray-700 dark:text-gray-300" aria-live="polite">
          {t('{count} selected', { count: chosen.length })}
        </p>
      </div>
      {groups.length === 0 ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('No features match “{query}”.', { query: query.trim() })}</p>
      ) : (
        <div className="space-y-4">
          {groups.map(([category, items]) => (
            <fieldset key={category}>
              <legend className="mb-1 text-sm font-medium capitalize text-gray-700 dark:text-gray-300">{t(category)}</legend>
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
                {items.map((f) => (
                  <label key={f.name} className="flex min-h-6 items-center gap-2 text-sm text-gray-800 dark:text-gray-200">
                    <input
                      type="checkbox"
                      name="features"
                      value={f.name}
                      checked={chosen.includes(f.name)}
                      onChange={(e) => toggle(f.name, e.target.checked)}
                      className="h-4 w-4 rounded border-gray-300"
                    />
                    {f.icon && <span aria-hidden="true">{f.icon}</span>}
                    {t(f.name)}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      )}
    </fieldset>
  );
}
