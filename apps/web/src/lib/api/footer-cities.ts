// The footer's "Cars by City" (issue 25): only city pages that have cars. The largest markets first,
// in their order, when they have cars; the cities with most cars fill the rest. Loaded with every
// server-rendered page (entry-server) and kept small in the handed-over state: names only.
import { fetchCities } from '@/lib/api/catalogue';
import { queryOptions } from '@/lib/api/query-options';

/** The largest used-car markets, linked from every page while they have cars. */
export const FOOTER_CITIES = ['Mumbai', 'Delhi', 'Bengaluru', 'Hyderabad', 'Pune', 'Chennai'];

export function footerCities(cities: Array<{ name: string; car_count: number }>, count = FOOTER_CITIES.length): string[] {
  const withCars = cities.filter((c) => c.name && c.car_count > 0);
  const byName = new Map(withCars.map((c) => [c.name.toLowerCase(), c.name]));
  const first = FOOTER_CITIES.filter((n) => byName.has(n.toLowerCase())).map((n) => byName.get(n.toLowerCase())!);
  const taken = new Set(first.map((n) => n.toLowerCase()));
  const rest = [...withCars]
    .sort((a, b) => b.car_count - a.car_count || a.name.localeCompare(b.name))
    .map((c) => c.name)
    .filter((n) => !taken.has(n.toLowerCase()) && (taken.add(n.toLowerCase()), true));
  return [...first, ...rest].slice(0, count);
}

export const footerCitiesQuery = queryOptions({
  queryKey: ['catalogue', 'footer-cities'] as const,
  staleTime: 10 * 60 * 1000,
  queryFn: async () => footerCities(await fetchCities()),
});
