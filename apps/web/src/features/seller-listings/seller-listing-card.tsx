import { ChartColumn, CircleCheck, Eye, MapPin, Pencil, Trash2 } from 'lucide-react';
import { formatNumber, formatPrice } from '@gaadi/domain/format';
import { displayName, locationText } from '@gaadi/domain/listing-text';
import { shortDate } from '@gaadi/domain/time-ago';
import type { Car } from '@gaadi/domain/schemas/car';
import { listingStatusVariant, statusText } from '@/ui/listing-status';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ListingThumbnail } from '@/ui/listing-thumbnail';
import { Link } from '@/lib/router';
import { currentLocale, t } from '@/lib/i18n/i18n';

/** "Nov 12, 2026", or in Hindi "12 नव॰ 2026" (Intl with hi-IN). */
const dateText = (iso: string) =>
  currentLocale() === 'hi' ? new Date(iso).toLocaleDateString('hi-IN', { month: 'short', day: 'numeric', year: 'numeric' }) : shortDate(iso);

export type CardListing = Pick<Car, 'id' | 'year' | 'brand' | 'price' | 'status' | 'created_at' | 'updated_at'> &
  Partial<Pick<Car, 'images' | 'model' | 'car_model' | 'model_name' | 'km_driven' | 'fuel_type' | 'location' | 'views_count'>> & {
    rejection_reason?: string | null;
  };

/** Edit and Delete as buttons that act, or drawn only (the form's preview), inert and hidden from assistive technology. */
export type CardActions = { onEdit: () => void; onDelete: () => void; onMarkSold?: () => void } | { preview: true };

/** A seller's listing: photo, name, price, coloured status, dates, and Edit / Delete. */
export function SellerListingCard({ listing, ...actions }: { listing: CardListing } & CardActions) {
  const name = displayName(listing);
  const live = 'onEdit' in actions ? actions : null;
  const rejected = (listing.status ?? '').toLowerCase() === 'rejected';
  return (
    <Card className="flex flex-col overflow-hidden">
      <ListingThumbnail image={listing.images?.[0]} alt={name} width={400} height={250} className="aspect-[8/5] w-full" iconClassName="h-12 w-12" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold text-gray-900 dark:text-gray-100">{name}</h3>
          <Badge variant={listingStatusVariant(listing.status)}>{t(statusText(listing.status))}</Badge>
        </div>
        <p className="text-lg font-bold text-blue-700 dark:text-blue-300">{formatPrice(listing.price)}</p>
        <div className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-gray-700 dark:text-gray-300">
          {listing.km_driven !== undefined && <span>{t('{km} km driven', { km: formatNumber(listing.km_driven) })}</span>}
          {listing.location !== undefined && (
            <span className="inline-flex items-center gap-1">
              <MapPin className="h-3.5 w-3.5" aria-hidden="true" />
              {locationText(listing)}
            </span>
          )}
          {listing.views_count !== undefined && (
            <span className="inline-flex items-center gap-1">
              <Eye className="h-3.5 w-3.5" aria-hidden="true" />
              {t('{count} views', { count: listing.views_count })}
            </span>
          )}
        </div>
        {rejected && listing.rejection_reason && (
          <p className="rounded-lg bg-red-50 p-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
            <span className="font-semibold">{t('Rejection reason:')}</span> {listing.rejection_reason}
          </p>
        )}
        <p className="text-xs text-gray-600 dark:text-gray-400">
          {t('Created: {date}', { date: dateText(listing.created_at) })}
          {listing.updated_at !== listing.created_at && <> · {t('Updated: {date}', { date: dateText(listing.updated_at) })}</>}
        </p>
        {live && (
          <Link to={`/seller/listings/${listing.id}/statistics`} className="inline-flex items-center gap-1 text-sm font-medium text-blue-700 hover:underline dark:text-blue-300" aria-label={t('Statistics of {name}', { name })}>
            <ChartColumn className="h-4 w-4" aria-hidden="true" />
            {t('Statistics')}
          </Link>
        )}
        {/* In the edit form's preview the card is a picture of the listing: its buttons are drawn, inert. */}
        <div className={live ? 'mt-auto flex gap-2 pt-2' : 'mt-auto flex gap-2 pt-2 opacity-60'} {...(live ? {} : { inert: true, 'aria-hidden': true })}>
          <Button variant="outline" size="sm" className="flex-1" onClick={live?.onEdit} aria-label={t('Edit {name}', { name })} tabIndex={live ? undefined : -1}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            {t('Edit')}
          </Button>
          <Button variant="outline" size="sm" className="flex-1 text-red-700 dark:text-red-400" onClick={live?.onDelete} aria-label={t('Delete {name}', { name })} tabIndex={live ? undefined : -1}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t('Delete')}
          </Button>
        </div>
        {live?.onMarkSold && (
          <Button variant="outline" size="sm" className="w-full text-green-800 dark:text-green-300" onClick={live.onMarkSold} aria-label={t('Mark as sold: {name}', { name })}>
            <CircleCheck className="h-4 w-4" aria-hidden="true" />
            {t('Mark as sold')}
          </Button>
        )}
      </div>
    </Card>
  );
}
