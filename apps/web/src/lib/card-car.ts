// The few fields a car card shows (ui/car-card.tsx), for cars kept in the browser (recently viewed,
// the compare tray): a copy of these, never the whole listing with its description and photos.
import type { PublicCar } from '@/lib/api/cars';

const CARD_FIELDS = [
  'id',
  'title',
  'brand',
  'model',
  'car_model',
  'model_name',
  'variant',
  'year',
  'price',
  'original_price',
  'km_driven',
  'fuel_type',
  'transmission',
  'owner_number',
  'city',
  'location',
  'verified',
  'featured',
  'body_type',
  'images_count',
] as const satisfies ReadonlyArray<keyof PublicCar>;

export type CardCar = Pick<PublicCar, (typeof CARD_FIELDS)[number]> & Pick<PublicCar, 'id' | 'images'>;

export function toCardCar(car: PublicCar): CardCar {
  const out: Record<string, unknown> = {};
  for (const key of CARD_FIELDS) if (car[key] !== undefined) out[key] = car[key];
  const first = car.images?.[0];
  // Only the first photo, with its renditions (the card's srcset); the original's URL stays out.
  if (first) out.images = [{ id: first.id, url: first.thumbnail || first.url, thumbnail: first.thumbnail, width: first.width, height: first.height, sources: first.sources }];
  if (out.images_count === undefined && car.images) out.images_count = car.images.length;
  return out as CardCar;
}

export const isCardCar = (v: unknown): v is CardCar => !!v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'string';
