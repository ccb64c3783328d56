// What a card shows once hydrated (issue 13): the shortlist heart, the photo count and the
// fair-price chip over the photo, "Add to compare", and "EMI from". /buy's first-paint JavaScript
// is at its guard, so this code loads after hydration: app/buyer-extras.tsx hands it to the cards
// (lib/card-controls-slot.ts), which keep space for it (nothing moves when it appears).
import type { PublicCar } from '@/lib/api/cars';
import { emiFromText } from '@/lib/emi-from';
import { PRICE_RATING_TEXT, priceRatingVariant } from '@/lib/price-rating';
import { Badge } from '@/ui/badge';
import Images from '@/ui/icons/images';
import { CompareCheck } from '@/ui/compare-check';
import { ShortlistHeart } from '@/ui/shortlist-heart';
import { t } from '@/lib/i18n/i18n';

/** "EMI from ₹x/month (indicative)": the EMI calculator's defaults (lib/emi-from.ts). */
export function CardEmiFrom({ price }: { price: unknown }) {
  const emi = emiFromText(price);
  return emi ? t('{emi} (indicative)', { emi }) : null;
}

export default function CardControls({ car, name }: { car: PublicCar; name: string }) {
  const rating = car.price_rating?.label;
  return (
    <>
      {/* Over the photo (a box of its size at the top of the card), which stays clickable. */}
      <div className="pointer-events-none absolute inset-x-0 top-0 aspect-[4/3]">
        <ShortlistHeart
          carId={car.id}
          name={name}
          className="pointer-events-auto absolute right-2 top-2 inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/90 text-gray-700 shadow hover:bg-white dark:bg-gray-900/90 dark:text-gray-200"
        />
        {/* The fair-price chip under the Verified and Featured badges. */}
        {rating && PRICE_RATING_TEXT[rating] && (
          <Badge variant={priceRatingVariant(rating)} className="absolute left-2 top-9 shadow">
            {t(PRICE_RATING_TEXT[rating])}
          </Badge>
        )}
        {!!car.images_count && (
          <Badge className="absolute bottom-2 right-2">
            <Images className="h-3.5 w-3.5" aria-hidden="true" />
            {car.images_count}
            <span className="sr-only">{car.images_count === 1 ? t(' photo') : t(' photos')}</span>
          </Badge>
        )}
      </div>
      <CompareCheck car={car} name={name} className="inline-flex cursor-pointer items-center gap-2 text-sm text-gray-700 dark:text-gray-300" />
    </>
  );
}
