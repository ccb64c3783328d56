import { Trash2 } from 'lucide-react';
import { Link } from '@/lib/router';
import { formatPrice } from '@gaadi/domain/format';
import { displayName, locationText } from '@gaadi/domain/listing-text';
import type { Car } from '@gaadi/domain/schemas/car';
import { deleteOwnListing } from '@/lib/delete-own-listing';
import { Badge } from '@/ui/badge';
import { Button, buttonClasses } from '@/ui/button';
import { listingStatusVariant } from '@/ui/listing-status';
import { Card } from '@/ui/card';
import { ListingThumbnail } from '@/ui/listing-thumbnail';
import { listingStatusLabel } from './dashboard-text';
import { EmptyState } from './empty-state';
import { t } from '@/lib/i18n/i18n';

export function ListingsTab({ listings, onDeleted }: { listings: Car[]; onDeleted: (id: string) => void }) {
  async function remove(listing: Car) {
    if (!window.confirm(t('Are you sure you want to delete {name}?', { name: displayName(listing) }))) return;
    if (await deleteOwnListing(listing, 'Delete Error')) onDeleted(listing.id);
  }

  if (listings.length === 0)
    return (
      <EmptyState title={t('No listings yet')}>
        <Link to="/sell" className={buttonClasses('primary', 'sm')}>
          {t('Sell Your Car')}
        </Link>
      </EmptyState>
    );

  return (
    <ul className="space-y-3">
      {listings.map((l) => {
        const name = displayName(l);
        return (
          <li key={l.id}>
            <Card className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center">
              <ListingThumbnail image={l.images?.[0]} alt={name} width={128} height={80} className="h-20 w-32 rounded-lg" iconClassName="h-8 w-8" />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold text-gray-900 dark:text-gray-100">{name}</h3>
                  <Badge variant={listingStatusVariant(l.status)}>{t(listingStatusLabel(l.status))}</Badge>
                </div>
                <p className="font-bold text-blue-700 dark:text-blue-300">{formatPrice(l.price)}</p>
                <p className="text-sm text-gray-700 dark:text-gray-300">
                  {locationText(l)} · {t('{count} views', { count: l.views_count ?? 0 })}
                </p>
              </div>
              <div className="flex gap-2">
                {l.status === 'approved' && (
                  <Link to={`/listing/${l.id}`} className={buttonClasses('outline', 'sm')} aria-label={t('View {name}', { name })}>
                    {t('View')}
                  </Link>
                )}
                <Button variant="outline" size="sm" className="text-red-700 dark:text-red-400" aria-label={t('Delete {name}', { name })} onClick={() => void remove(l)}>
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  {t('Delete')}
                </Button>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
