// /seller/dashboard: "My Car Listings" with stats, the listings grid, delete and edit
// (seller-admin spec section 2; states loading, loaded, empty, editing). Issue 21: visiting hours
// and upcoming visits below the listings.
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/lib/router';
import { displayName } from '@gaadi/domain/listing-text';
import type { SellerListing } from '@/lib/api/seller-listings';
import { useSession } from '@/lib/session';
import { GATE_MESSAGES, useAuthGate } from '@/lib/auth-gate';
import { buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { RefreshButton } from '@/ui/refresh-button';
import { Skeleton } from '@/ui/skeleton';
import { VisitHoursSection } from './visit-hours-section';
import { ListingForm } from './listing-form/listing-form';
import { SellerListingCard } from './seller-listing-card';
import { sellerStatCards } from './seller-stats';
import { StatCards } from './stat-cards';
import { useDeleteListing } from './use-delete-listing';
import { canMarkSold, MARK_SOLD_TEXT, useMarkSold } from './use-mark-sold';
import { useSellerDashboard } from './use-seller-dashboard';
import { t } from '@/lib/i18n/i18n';
import { withPageMessages } from '@/lib/i18n/page-messages';

function SellerDashboardPage() {
  const allowed = useAuthGate(GATE_MESSAGES.dashboard);
  const session = useSession();
  const data = useSellerDashboard(allowed);
  const [editing, setEditing] = useState<SellerListing | null>(null);
  const del = useDeleteListing((id) => {
    data.remove(id);
    if (editing?.id === id) setEditing(null);
  });

  const sold = useMarkSold((car) => data.replace(car));

  if (!allowed) return null;

  const state = data.loading ? 'loading' : editing ? 'editing' : data.listings.length ? 'loaded' : 'empty';
  const deleteDialog = (
    <ConfirmDialog
      open={!!del.target}
      onOpenChange={(open) => !open && del.cancel()}
      title={t('Delete Listing')}
      message={t('Are you sure you want to delete "{name}"? This action cannot be undone.', { name: del.target ? displayName(del.target) : '' })}
      confirmText={t('Delete')}
      cancelText={t('Cancel')}
      type="danger"
      busy={del.busy}
      onConfirm={() => void del.confirm()}
    />
  );
  const soldDialog = (
    <ConfirmDialog
      open={!!sold.target}
      onOpenChange={(open) => !open && sold.cancel()}
      title={MARK_SOLD_TEXT.title}
      message={MARK_SOLD_TEXT.message(sold.target ? displayName(sold.target) : '')}
      confirmText={MARK_SOLD_TEXT.confirm}
      type="warning"
      cancelText={t('Cancel')}
      busy={sold.busy}
      onConfirm={() => void sold.confirm()}
    />
  );

  if (state === 'editing' && editing) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-8">
        <ListingForm
          key={editing.id}
          listing={editing}
          onBack={() => setEditing(null)}
          onSaved={(car) => {
            data.replace(car);
            setEditing(null);
          }}
        />
        {deleteDialog}
      {soldDialog}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8" data-state={state}>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-gray-900 dark:text-gray-100">{t('My Car Listings')}</h1>
          <p className="text-gray-700 dark:text-gray-300">{t('Welcome back, {name}', { name: session.user?.name || t('Seller') })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* Issue 22: become a dealer, or edit the dealer profile; a dealer loads the whole stock from a file. */}
          <Link to="/seller/dealer-profile" className={buttonClasses('outline')}>
            {t('Dealer profile')}
          </Link>
          <Link to="/seller/import" className={buttonClasses('outline')}>
            {t('Stock import')}
          </Link>
          <Link to="/sell" className={buttonClasses('primary')}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('Add New Listing')}
          </Link>
        </div>
      </div>

      <StatCards stats={sellerStatCards(data.listings, data.statsTotal)} />

      <section className="mt-8" aria-labelledby="your-listings">
        <div className="mb-4 flex items-center justify-between gap-2">
          <h2 id="your-listings" className="text-xl font-semibold text-gray-900 dark:text-gray-100">
            {t('Your Listings ({count})', { count: data.listings.length })}
          </h2>
          <RefreshButton busy={data.refreshing} onClick={() => void data.refresh()} />
        </div>
        {state === 'loading' && (
          <div role="status" aria-label={t('Loading listings')} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-72 w-full" />
            ))}
          </div>
        )}
        {state === 'empty' && (
          <Card className="flex flex-col items-center gap-3 p-10 text-center">
            <h3 className="text-lg font-semibold text-gray-900 dark:text-gray-100">{t('No listings yet')}</h3>
            <p className="text-gray-700 dark:text-gray-300">{t('List your first car and reach thousands of buyers.')}</p>
            <Link to="/sell" className={buttonClasses('primary')}>
              {t('Create First Listing')}
            </Link>
          </Card>
        )}
        {state === 'loaded' && (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.listings.map((listing) => (
              <li key={listing.id}>
                <SellerListingCard
                  listing={listing}
                  onEdit={() => setEditing(listing)}
                  onDelete={() => del.ask(listing)}
                  onMarkSold={canMarkSold(listing.status) ? () => sold.ask(listing) : undefined}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      {state !== 'loading' && <VisitHoursSection listings={data.listings.map((l) => ({ id: l.id, title: displayName(l) }))} />}
      {deleteDialog}
      {soldDialog}
    </div>
  );
}

// The edit form's fields are the sell wizard's: their Hindi comes along, with the feature names.
export default withPageMessages(
  SellerDashboardPage,
  () => import('@/lib/i18n/hi-sell'),
  () => import('@/lib/i18n/hi-seller'),
  () => import('@/lib/i18n/hi-features'),
);
