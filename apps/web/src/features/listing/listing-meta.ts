// Title and description of a listing, shared by the page and the server's head tags.
import { formatKm, formatPrice } from '@gaadi/domain/format';
import { displayName } from '@gaadi/domain/listing-text';
import type { PublicCar } from '@/lib/api/cars';

export function listingMeta(car: PublicCar | undefined): { title: string; description: string } {
  if (!car) return { title: 'Car details', description: 'Car details' };
  const name = displayName(car);
  const facts = [car.price ? formatPrice(car.price) : '', car.km_driven !== undefined ? formatKm(car.km_driven) : '', car.fuel_type, car.transmission]
    .filter(Boolean)
    .join(', ');
  return {
    title: name,
    description: `${name} for sale${car.city ? ` in ${car.city}` : ''}${facts ? ` (${facts})` : ''}: photos, specifications, price and EMI.`,
  };
}
