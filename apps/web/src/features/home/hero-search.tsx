import Search from '@/ui/icons/search';
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@/lib/router';
import type { CityCount } from '@/lib/api/catalogue';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { t } from '@/lib/i18n/i18n';

/** Submitting goes to /buy with the optional search and city parameters. */
export function heroSearchTarget(search: string, city: string): string {
  const params = new URLSearchParams();
  if (search.trim()) params.set('search', search.trim());
  if (city) params.set('city', city);
  const qs = params.toString();
  return qs ? `/buy?${qs}` : '/buy';
}

export function HeroSearch({ cities }: { cities: CityCount[] }) {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [city, setCity] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void navigate(heroSearchTarget(search, city));
  };
  return (
    <form
      role="search"
      aria-label={t('Search cars')}
      // Before the app has taken over, the browser submits it itself: the same /buy address.
      action="/buy"
      method="get"
      onSubmit={submit}
      className="grid gap-3 rounded-xl bg-white p-4 text-gray-900 shadow-lg sm:grid-cols-[1fr_12rem_auto] sm:items-end dark:bg-gray-900 dark:text-gray-100"
    >
      <Input
        label={t('What car are you looking for?')}
        hideLabel
        placeholder={t('What car are you looking for?')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        name="search"
      />
      <Select label={t('City')} hideLabel value={city} onChange={(e) => setCity(e.target.value)} name="city" placeholder={t('All Cities')}>
        {cities.map((c) => (
          <option key={c.name} value={c.name}>
            {t('{city} ({count} cars)', { city: c.name, count: c.car_count ?? 0 })}
          </option>
        ))}
      </Select>
      <Button type="submit" className="h-10">
        <Search className="h-4 w-4" aria-hidden="true" />
        {t('Search')}
      </Button>
    </form>
  );
}
