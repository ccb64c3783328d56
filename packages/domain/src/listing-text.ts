export interface NameParts {
  year?: number | string | null;
  brand?: string | null;
  model?: string | null;
  car_model?: string | null;
  model_name?: string | null;
}

/** "2020 Maruti Suzuki Swift": truthy year, brand and first truthy model name (contract 8.1). */
export function displayName(car: NameParts | null | undefined): string {
  if (!car) return '';
  return [car.year, car.brand, car.model || car.car_model || car.model_name].filter(Boolean).join(' ');
}

export interface LocationParts {
  location?: { city?: string | null; area?: string | null; state?: string | null } | null;
}

export const NO_LOCATION = 'Location not specified';

/** "Baner, Pune", "Pune", or the fallback when there is no location (contract 8.2). */
export function locationText(car: LocationParts | null | undefined): string {
  const loc = car?.location;
  if (!loc) return NO_LOCATION;
  if (loc.area) return `${loc.area}, ${loc.city ?? ''}`;
  return loc.city ?? '';
}

/** Default listing title: "2020 Maruti Suzuki Swift VXi". */
export function defaultTitle(parts: { year: number; brand: string; model: string; variant?: string | null }): string {
  return [parts.year, parts.brand, parts.model, parts.variant].filter(Boolean).join(' ');
}
