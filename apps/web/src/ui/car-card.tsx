// Car card of the browse grid and the home strip (public-side 2, contract 4.1).
import Fuel from '@/ui/icons/fuel';
import Gauge from '@/ui/icons/gauge';
import MapPin from '@/ui/icons/map-pin';
import Settings2 from '@/ui/icons/settings-2';
import User from '@/ui/icons/user';
import CarFront from '@/ui/icons/car-front';
import { Link, useNavigate } from '@/lib/router';
import { BODY_TYPE_LABELS, FUEL_LABELS, TRANSMISSION_LABELS, type BodyType, type FuelType, type Transmission } from '@gaadi/domain/public-constants';
import { formatKm, ownerText } from '@gaadi/domain/format';
import { displayName, locationText, NO_LOCATION } from '@gaadi/domain/listing-text';
import type { PublicCar } from '@/lib/api/cars';
import { IMAGE_SIZES } from '@/lib/image-sources';
import { ResponsiveImage } from '@/ui/responsive-image';
import { ListingBadges } from '@/ui/listing-badges';
import { PriceTag } from '@/ui/price-tag';
import { buttonClasses } from '@/ui/button';
import { useCardParts } from '@/lib/card-controls-slot';
import { SoldBy } from '@/ui/sold-by';
import { t } from '@/lib/i18n/i18n';

// Shown in the page's language (decision 040): the labels are the messages' English texts.
export const fuelLabel = (v?: string) => t(FUEL_LABELS[v as FuelType] ?? v ?? '');
export const transmissionLabel = (v?: string) => t(TRANSMISSION_LABELS[v as Transmission] ?? v ?? '');

/**
 * `eager`: in the first screenful (no lazy loading); `priority`: the page's largest image, loaded
 * first (the server preloads the same candidates). `sizes`: the grid's column widths.
 */
export function CarCard({
  car,
  eager = false,
  priority = false,
  sizes = IMAGE_SIZES.card,
  heading: Heading = 'h3',
}: {
  car: PublicCar;
  eager?: boolean;
  priority?: boolean;
  sizes?: string;
  /** h2 where the cards sit right under the page's h1 (browse, landing pages). */
  heading?: 'h2' | 'h3';
}) {
  const navigate = useNavigate();
  // The heart, Add to compare, the fair-price chip and "EMI from", once hydrated
  // (lib/card-controls-slot.ts, ui/car-card-controls.tsx), in space kept for them.
  const parts = useCardParts();
  const name = displayName(car);
  const image = car.images?.[0];
  const src = image?.thumbnail || image?.url;
  const href = `/listing/${car.id}`;
  const bodyType = BODY_TYPE_LABELS[car.body_type as BodyType];
  return (
    // A pointer shortcut only: the card's title is its real link for the keyboard and screen readers.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- see above
    <article
      onClick={(e) => {
        // The whole card opens the listing; real links and controls inside keep their own behaviour.
        if (!(e.target as HTMLElement).closest('a,button,label')) void navigate(href);
      }}
      // Its parts' looks are the stylesheet's car-card classes (index.css, decision 052): a page of
      // cards sends each card's markup, so each class list is written once there, not per card.
      // A card off screen waits to be laid out, painted and fetched (car-card-deferred).
      className={eager || priority ? 'car-card group' : 'car-card car-card-deferred group'}
    >
      <div className="car-card-photo">
        {src ? (
          <ResponsiveImage
            image={image}
            sizes={sizes}
            alt={name}
            width={400}
            height={300}
            loading={eager || priority ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={priority ? 'high' : undefined}
          />
        ) : (
          <div className="flex h-full items-center justify-center text-5xl" aria-hidden="true">
            🚗
          </div>
        )}
        <div className="absolute left-2 top-2 flex gap-1">
          <ListingBadges verified={car.verified} featured={car.featured} />
        </div>
      </div>
      <div className="car-card-body">
        <Heading className="car-card-title">
          <Link to={href}>{name}</Link>
        </Heading>
        <p className="car-card-place">
          <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
          {car.location ? locationText(car) : t(NO_LOCATION)}
        </p>
        <SoldBy dealer={car.dealer} className="mt-1" />
        <ul className="car-card-facts">
          <li>
            <Gauge />
            {formatKm(car.km_driven)}
          </li>
          <li>
            <Fuel />
            {fuelLabel(car.fuel_type)}
          </li>
          <li>
            <Settings2 />
            {transmissionLabel(car.transmission)}
          </li>
          {car.owner_number && (
            <li>
              <User />
              {t(ownerText(car.owner_number))}
            </li>
          )}
          {bodyType && (
            <li>
              <CarFront />
              {t(bodyType)}
            </li>
          )}
        </ul>
        <div className="car-card-foot">
          <PriceTag price={car.price} originalPrice={car.original_price} />
          <Link to={href} className={buttonClasses('primary', 'sm')} aria-label={t('View Details of {name}', { name })}>
            {t('View Details')}
          </Link>
        </div>
        <p className="car-card-emi">{parts && <parts.EmiFrom price={car.price} />}</p>
        {/* The heart (over the photo) and Add to compare (in this row). */}
        <div className="car-card-controls">
          {parts && <parts.Controls car={car} name={name} />}
        </div>
      </div>
    </article>
  );
}
