// Address slugs of the landing pages (issue 12): catalogue names lower-cased, every run of other
// characters a hyphen ("Maruti Suzuki" → "maruti-suzuki", "New Delhi" → "new-delhi").
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Paths of the three landing page kinds. */
export const landingPath = {
  city: (city: string) => `/used-cars/${slugify(city)}`,
  cityBrand: (city: string, brand: string) => `/used-cars/${slugify(city)}/${slugify(brand)}`,
  brand: (brand: string) => `/used-cars/brand/${slugify(brand)}`,
};
