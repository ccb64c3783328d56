import ChevronRight from '@/ui/icons/chevron-right';
import PlayCircle from '@/ui/icons/circle-play';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useParams } from '@/lib/router';
import { displayName } from '@gaadi/domain/listing-text';
import { deferred } from '@/lib/deferred';
import { t, withMessages } from '@/lib/i18n/i18n';
import { useBrandContact } from '@/lib/use-brand-contact';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { buttonClasses } from '@/ui/button';
import { ListingBadges } from '@/ui/listing-badges';
import { Skeleton } from '@/ui/skeleton';
import { OfflineNote, OfflineScreen } from '@/ui/offline-state';
import { ApiError } from '@/lib/api/client';
import { useOnline } from '@/lib/offline';
import { ListingBuyerActions, ListingBuyerSections } from '@/ui/listing-buyer-extras';
import { Gallery } from '@/features/listing/gallery';
import { listingMeta } from '@/features/listing/listing-meta';
import { SidePanel } from '@/features/listing/side-panel';
import { StickyContactBar } from '@/features/listing/sticky-contact-bar';
import { listingErrorMessage, useListing } from '@/features/listing/use-listing';
import { TrustDetails, VerifiedChecks } from '@/features/listing/trust/trust-parts';

// Specifications, features and description are static text below the gallery: their code loads
// when they come near the viewport (lib/deferred).
// On a Hindi page each comes with the Hindi of the specifications and the dialogs (hi-listing-more.ts).
const more = <T,>(part: Promise<T>) => withMessages(part, () => import('@/lib/i18n/hi-listing-more'), 'hi-listing-more');
// The specifications list the car's features by the catalogue's names (hi-features.ts on a Hindi page).
const CarSpecs = deferred('car-specs', () => more(withMessages(import('@/features/listing/car-specs'), () => import('@/lib/i18n/hi-features'), 'hi-features')));
// Radix Dialog and Slider load with the first modal, not with the page.
const loadContact = () => more(import('@/features/listing/contact-seller-dialog'));
const loadEmi = () => more(import('@/features/listing/emi-dialog'));
const ContactSellerDialog = lazy(loadContact);
const EmiDialog = lazy(loadEmi);

function ListingSkeleton() {
  return (
    <div role="status" aria-label={t('Loading car details')} className="mx-auto grid max-w-7xl gap-6 px-4 py-8 lg:grid-cols-[2fr_1fr]">
      <div className="space-y-4">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="aspect-[4/3] w-full rounded-xl" />
        <Skeleton className="h-40 w-full" />
      </div>
      <Skeleton className="h-80 w-full rounded-xl" />
    </div>
  );
}

export default function ListingPage() {
  const { id = '' } = useParams();
  const { data: car, error, isPending, fetchStatus, dataUpdatedAt, refetch } = useListing(id);
  const [modal, setModal] = useState<'contact' | 'emi' | null>(null);
  const [opened, setOpened] = useState({ contact: false, emi: false });
  const name = car ? displayName(car) : '';
  const meta = listingMeta(car);
  const contact = useBrandContact();
  useDocumentMeta(meta.title, meta.description);

  const online = useOnline();
  // Back online after a failure offline: ask again at once (the offline screen said it would).
  // The first requests after the 'online' event can still fail while the connection comes back
  // (seen under load in Chromium): a network failure then is asked again, up to three times.
  const wasOffline = useRef(!online);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      let cancelled = false;
      const ask = (triesLeft: number): void =>
        void refetch().then((r) => {
          const networkFailure = r.error instanceof ApiError && r.error.isNetwork;
          if (networkFailure && triesLeft > 0 && !cancelled && navigator.onLine) setTimeout(() => !cancelled && ask(triesLeft - 1), 1000);
        });
      ask(3);
      return () => {
        cancelled = true;
      };
    }
    return undefined;
  }, [online, refetch]);
  // Offline with nothing kept (a client-side navigation): say so, and retry on demand (the query
  // also resumes by itself once the browser is back online). A failed request while the browser
  // is online is the spec's generic detail error below (public-side, listing page).
  const offline = !online && (isPending ? fetchStatus === 'paused' : !car && error instanceof ApiError && error.isNetwork);
  if (offline) return <OfflineScreen onRetry={() => void refetch()} />;
  // Asking again with nothing to show yet (back online after a failure): the skeleton, not the error.
  if (isPending || (!car && fetchStatus === 'fetching')) return <ListingSkeleton />;
  if (error || !car) {
    return (
      <div role="alert" className="mx-auto max-w-lg px-4 py-20 text-center">
        <p className="text-5xl" aria-hidden="true">
          🚗
        </p>
        <h1 className="mt-4 text-2xl font-bold">{listingErrorMessage(error)}</h1>
        <Link to="/buy" className={buttonClasses('primary', 'md', 'mt-6')}>
          {t('Browse Other Cars')}
        </Link>
      </div>
    );
  }

  const open = (which: 'contact' | 'emi') => {
    setOpened((o) => ({ ...o, [which]: true }));
    setModal(which);
  };
  const onOpenChange = (o: boolean) => !o && setModal(null);
  const prefetch = () => {
    void loadContact();
    void loadEmi();
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <OfflineNote keptUrls={[`/listing/${id}`, `/api/v1/cars/${encodeURIComponent(id)}/`]} fallbackTime={dataUpdatedAt} />
      <nav aria-label={t('Breadcrumb')}>
        <ol className="flex flex-wrap items-center gap-1 text-sm text-gray-600 dark:text-gray-400">
          <li>
            <Link to="/" className="hover:underline">
              {t('Home')}
            </Link>
          </li>
          <li className="flex items-center gap-1">
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
            <Link to="/buy" className="hover:underline">
              {t('Buy Cars')}
            </Link>
          </li>
          <li aria-current="page" className="flex items-center gap-1 font-medium text-gray-900 dark:text-gray-100">
            <ChevronRight className="h-4 w-4 text-gray-600 dark:text-gray-400" aria-hidden="true" />
            {name}
          </li>
        </ol>
      </nav>
      {/* Phones: gallery, then name, facts and price, then the details. From lg up the panel sits
          beside both in the right column. */}
      <div className="mt-4 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="min-w-0 space-y-6 lg:col-start-1">
          <Gallery images={car.images ?? []} name={name} />
          <div className="flex flex-wrap items-center gap-2 empty:hidden">
            {/* A recorded check turns the Verified badge into a button that shows it (issue 15). */}
            <VerifiedChecks car={car} />
            <ListingBadges verified={car.verified && !car.verification} featured={car.featured} />
            {car.video_url && (
              <a
                href={car.video_url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-sm font-medium text-red-700 hover:underline dark:text-red-400"
              >
                <PlayCircle className="h-4 w-4" aria-hidden="true" />
                {t('Watch on YouTube')}
                <span className="sr-only">{t(' (opens in a new tab)')}</span>
              </a>
            )}
            <ListingBuyerActions car={car} name={name} />
          </div>
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <SidePanel car={car} phone={contact.phone} tel={contact.tel} onContact={() => open('contact')} onEmi={() => open('emi')} onPrefetch={prefetch} />
        </div>
        <div className="min-w-0 lg:col-start-1">
          <TrustDetails car={car} />
          <CarSpecs car={car} />
        </div>
      </div>
      <ListingBuyerSections carId={car.id} />
      <StickyContactBar price={car.price} tel={contact.tel} onContact={() => open('contact')} onPrefetch={prefetch} />
      <Suspense fallback={null}>
        {opened.contact && <ContactSellerDialog open={modal === 'contact'} onOpenChange={onOpenChange} carId={car.id} carName={name} />}
        {opened.emi && <EmiDialog open={modal === 'emi'} onOpenChange={onOpenChange} title={car.title || name} price={car.price} />}
      </Suspense>
    </div>
  );
}
