// /admin/dashboard (seller-admin spec section 2): headline counts, listings by status,
// review, delete, and the edit dialog. Issue 21: the queue of reported conversations below.
import { CheckCircle2, Clock, LogOut } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Navigate, useNavigate } from '@/lib/router';
import { logoutAdmin } from '@/lib/api/admin';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { RefreshButton } from '@/ui/refresh-button';
import { Skeleton } from '@/ui/skeleton';
import { AdminEditDialog } from './admin-edit-dialog';
import { AdminReports } from './conversation-reports';
import { AdminListingsTable } from './admin-listings-table';
import { ApproveShown, DealerFilter } from './dealer-batch';
import { tableTitle, type AdminFilter } from './admin-status';
import { ReviewDialog, type ReviewRequest } from './review-dialog';
import { VerificationDialog } from './verification-dialog';
import { useAdminListings } from './use-admin-listings';

export default function AdminDashboardPage() {
  const session = useSession();
  const navigate = useNavigate();
  const signedIn = session.isAdmin;
  const [filter, setFilter] = useState<AdminFilter>('pending');
  const [review, setReview] = useState<ReviewRequest | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [verifying, setVerifying] = useState<{ id: string; title: string } | null>(null);
  const [dealer, setDealer] = useState('');
  const data = useAdminListings(filter, signedIn, dealer);
  const { reload } = data;
  const closeEditor = useCallback(() => {
    setEditing(null);
    reload(); // images added or removed in the dialog are saved at once, even without Save Changes
  }, [reload]);

  if (!signedIn) return <Navigate to="/admin/login" replace />;

  const cards = [
    { filter: 'pending' as const, label: 'Pending Reviews', value: data.stats.pending, Icon: Clock, tone: 'text-yellow-600' },
    { filter: 'approved' as const, label: 'Total Active', value: data.stats.active, Icon: CheckCircle2, tone: 'text-green-600' },
  ];

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-gray-900 dark:text-gray-100">Admin Dashboard</h1>
          <p className="text-gray-700 dark:text-gray-300">Welcome back, {session.admin?.name}</p>
        </div>
        <Button
          variant="outline"
          onClick={() => {
            // The server ends the session first (so a copied token dies too); storage is cleared either way.
            void logoutAdmin()
              .catch(() => undefined)
              .finally(() => {
                session.adminSignOut();
                void navigate('/admin/login', { replace: true });
              });
          }}
        >
          <LogOut className="h-4 w-4" aria-hidden="true" />
          Logout
        </Button>
      </div>

      <div className="mb-8 grid grid-cols-1 gap-4 sm:grid-cols-2">
        {cards.map((c) => (
          <button
            key={c.filter}
            type="button"
            aria-pressed={filter === c.filter}
            onClick={() => setFilter(c.filter)}
            className={cn(
              'rounded-xl text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500',
              filter === c.filter && 'ring-2 ring-blue-600',
            )}
          >
            <Card className="flex items-center justify-between p-5">
              <span>
                <span className="block text-sm text-gray-700 dark:text-gray-300">{c.label}</span>
                <span className="block text-3xl font-bold text-gray-900 dark:text-gray-100">{c.value}</span>
              </span>
              <c.Icon className={`h-10 w-10 ${c.tone}`} aria-hidden="true" />
            </Card>
          </button>
        ))}
      </div>

      <Card className="min-w-0 overflow-hidden">
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-200 p-4 dark:border-gray-700">
          <h2 className="text-xl font-semibold text-gray-900 dark:text-gray-100">
            {tableTitle(filter)} ({data.total})
          </h2>
          <div className="flex flex-wrap items-end gap-2">
            <DealerFilter value={dealer} onChange={setDealer} enabled={signedIn} />
            {dealer && <ApproveShown cars={data.cars} onDone={reload} />}
            <RefreshButton busy={data.refreshing} onClick={() => void data.refresh()} />
          </div>
        </div>
        {data.loading ? (
          <div role="status" aria-label="Loading listings" className="space-y-2 p-4">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : data.cars.length === 0 ? (
          <div className="p-10 text-center">
            <CheckCircle2 className="mx-auto mb-2 h-12 w-12 text-green-600" aria-hidden="true" />
            <p className="text-lg font-semibold text-gray-900 dark:text-gray-100">No Pending Listings</p>
            <p className="text-gray-700 dark:text-gray-300">All listings have been reviewed. Great job!</p>
          </div>
        ) : (
          <AdminListingsTable
            cars={data.cars}
            onOpen={(car) => setEditing(car.id)}
            onReview={(car, action) => setReview({ car, action })}
            onDelete={(car) => void data.remove(car)}
            onVerify={(car) => setVerifying({ id: car.id, title: `${car.year} ${car.brand} ${car.car_model}` })}
          />
        )}
      </Card>

      <AdminReports />

      <ReviewDialog
        request={review}
        onClose={() => setReview(null)}
        onConfirm={async (req, reason) => {
          if (await data.review(req.car, req.action, reason)) setReview(null);
        }}
      />
      <AdminEditDialog carId={editing} onClose={closeEditor} onSaved={reload} />
      <VerificationDialog car={verifying} onClose={() => setVerifying(null)} />
    </div>
  );
}
