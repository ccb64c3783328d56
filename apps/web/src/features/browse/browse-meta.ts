// Title and description of /buy for its filters, shared by the page and the server's head tags.
import type { BrowseFilters } from '@/features/browse/filters';

/** Several comma-separated names (issue 13) read "Tata, Toyota". */
const names = (v: string) => v.split(',').join(', ');

export function browseMeta(f: BrowseFilters): { title: string; description: string } {
  const what = `used ${f.brand ? `${names(f.brand)} ` : ''}cars${f.city ? ` in ${names(f.city)}` : ''}`;
  const narrowed = f.brand || f.city;
  const base = f.search ? `“${f.search}”: ${what}` : narrowed ? what.charAt(0).toUpperCase() + what.slice(1) : 'Buy used cars';
  const title = f.page > 1 ? `${base} - Page ${f.page}` : base;
  const description = narrowed
    ? `Browse verified ${what} for sale. Filter by fuel type, transmission, year and price; compare and contact sellers directly.`
    : 'Browse verified used cars for sale across India. Filter by brand, city, fuel type, transmission and price.';
  return { title, description };
}
