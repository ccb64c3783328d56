// "Price dropped ₹x since you shortlisted" (issue 13): the price the car had when it was
// shortlisted against its price now. Nothing when the price rose, stayed or is unknown.
import { formatPrice } from '@gaadi/domain/format';
import type { FavoriteCar } from '@/lib/api/favorites';
import { t } from '@/lib/i18n/i18n';

export function priceDrop(car: Pick<FavoriteCar, 'price' | 'price_when_favorited'>): number {
  const then = car.price_when_favorited;
  const now = car.price;
  if (typeof then !== 'number' || typeof now !== 'number' || now <= 0) return 0;
  return then > now ? then - now : 0;
}

export const priceDropText = (drop: number) => t('Price dropped {price} since you shortlisted', { price: formatPrice(drop) });
