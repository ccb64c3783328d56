// Constants the public pages need (browse, cards, home, gallery): in their own module so that a
// public page loads these without every list of choices of the seller and admin forms. Also
// exported by constants.ts.

export const FUEL_TYPES = ['petrol', 'diesel', 'cng', 'electric'] as const;
export const TRANSMISSIONS = ['manual', 'automatic'] as const;

/** Body types of the catalogue's models (issue 13); `bodyType` on GET /cars/ takes these values. */
export const BODY_TYPES = ['hatchback', 'sedan', 'suv', 'compact_suv', 'muv', 'pickup', 'coupe', 'convertible', 'wagon'] as const;
export type BodyType = (typeof BODY_TYPES)[number];
export const BODY_TYPE_LABELS: Record<BodyType, string> = {
  hatchback: 'Hatchback',
  sedan: 'Sedan',
  suv: 'SUV',
  compact_suv: 'Compact SUV',
  muv: 'MUV',
  pickup: 'Pickup',
  coupe: 'Coupe',
  convertible: 'Convertible',
  wagon: 'Wagon',
};

export type FuelType = (typeof FUEL_TYPES)[number];
export type Transmission = (typeof TRANSMISSIONS)[number];

export const FUEL_LABELS: Record<FuelType, string> = {
  petrol: 'Petrol',
  diesel: 'Diesel',
  cng: 'CNG',
  electric: 'Electric',
};
export const TRANSMISSION_LABELS: Record<Transmission, string> = { manual: 'Manual', automatic: 'Automatic' };

export const SORT_OPTIONS = [
  { value: 'created_desc', label: 'Latest First' },
  { value: 'created_asc', label: 'Oldest First' },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
  { value: 'year_desc', label: 'Year: Newest First' },
  { value: 'year_asc', label: 'Year: Oldest First' },
  { value: 'km_asc', label: 'Kilometers: Low to High' },
  { value: 'km_desc', label: 'Kilometers: High to Low' },
  { value: 'reduced_desc', label: 'Recently Reduced' },
] as const;
export const SORT_VALUES = SORT_OPTIONS.map((o) => o.value) as [SortBy, ...SortBy[]];
export type SortBy = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: SortBy = 'created_desc';

export const BROWSE_PAGE_SIZE = 12;
/** `reduced=true` on GET /cars/: the price went down within this many days (issue 13). */
export const REDUCED_WITHIN_DAYS = 30;
/** `maxOwners` on GET /cars/: 1..4, where 4 stands for owner_number '4th+'. */
export const MAX_OWNERS_LIMIT = 4;
/** GET /cars/{id}/similar/ answers at most this many cars. */
export const SIMILAR_CARS_LIMIT = 8;
export const HOME_CITY_COUNT = 12;
export const POPULAR_BRANDS = ['Mahindra', 'Tata', 'Maruti Suzuki', 'Toyota', 'Skoda', 'Renault'] as const;
export const GALLERY_MAX_THUMBNAILS = 8;
