// /dealers/{slug} (issue 22): a dealer's public page, server-rendered: name, logo, address (no map),
// opening hours, and every approved car of theirs, 24 a page.
import { useQuery } from '@tanstack/react-query';
import { dealerPageQuery, type DealerPageData } from '@/lib/api/dealers';
import { availableText } from '@/lib/count-text';
import { Link, useParams, useSearchParams } from '@/lib/router';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { Card } from '@/ui/card';
import { CarCard } from '@/ui/car-card';
import MapPin from '@/ui/icons/map-pin';
import { Pagination } from '@/ui/pagination';
import { PageQueryState } from '@/ui/page-query-state';
import { dealerDescription, dealerTitle } from '@/features/dealers/dealer-text';
import { t } from '@/lib/i18n/i18n';


const pageOf = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 1 ? n : 1;
};

function DealerView({ data, onPage }: { data: DealerPageData; onPage: (page: number) => void }) {
  const { dealer, cars, pagination } = data;
  useDocumentMeta(dealerTitle(dealer), dealerDescription(dealer, pagination.total));
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <nav aria-label={t('Breadcrumb')} className="text-sm text-gray-600 dark:text-gray-400">
        <Link to="/" className="hover:underline">
          {t('Home')}
        </Link>{' '}
        / <span className="font-medium text-gray-900 dark:text-gray-100">{dealer.business_name}</span>
      </nav>
      <Card className="mt-4 flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:p-6">
        {dealer.logo_url ? (
          <img src={dealer.logo_url} alt={t('{name} logo', { name: dealer.business_name })} width={96} height={96} className="h-24 w-24 shrink-0 rounded-lg border border-gray-200 bg-white object-contain dark:border-gray-700" />
        ) : (
          <div aria-hidden="true" className="flex h-24 w-24 shrink-0 items-center justify-center rounded-lg bg-blue-100 text-3xl font-bold text-blue-800 dark:bg-blue-900 dark:text-blue-100">
            {dealer.business_name.slice(0, 1).toUpperCase()}
          </div>
        )}
        <div className="min-w-0 space-y-2">
          <h1 className="text-2xl font-bold sm:text-3xl">{dealer.business_name}</h1>
          <p className="text-gray-700 dark:text-gray-300">
            {t('Used car dealer in {city}', { city: dealer.city })} · {availableText(pagination.total)}
          </p>
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="font-semibold text-gray-900 dark:text-gray-100">{t('Address')}</dt>
              <dd className="mt-0.5 flex items-start gap-1 text-gray-700 dark:text-gray-300">
                <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                <address className="not-italic">
                  {dealer.address}, {dealer.city}
                </address>
              </dd>
            </div>
            {dealer.opening_hours && (
              <div>
                <dt className="font-semibold text-gray-900 dark:text-gray-100">{t('Opening hours')}</dt>
                <dd className="mt-0.5 whitespace-pre-line text-gray-700 dark:text-gray-300">{dealer.opening_hours}</dd>
              </div>
            )}
          </dl>
        </div>
      </Card>
      <section aria-labelledby="dealer-cars" className="mt-8">
        <h2 id="dealer-cars" className="text-xl font-bold">
          {t('Cars from {name}', { name: dealer.business_name })}
        </h2>
        {cars.length ? (
          <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {cars.map((car, i) => (
              <CarCard key={car.id} car={car} priority={i === 0} heading="h3" />
            ))}
          </div>
        ) : (
          <p className="mt-4 text-gray-700 dark:text-gray-300">{t('No cars for sale right now. Please check again soon.')}</p>
        )}
        <Pagination pagination={pagination} onPage={onPage} />
      </section>
    </div>
  );
}

export default function DealerPage() {
  const { slug = '' } = useParams<'slug'>();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const { data, error } = useQuery({ ...dealerPageQuery(slug, page), retry: false, retryOnMount: false });
  const onPage = (next: number) => {
    setParams(new URLSearchParams(next > 1 ? { page: String(next) } : {}));
    window.scrollTo({ top: 0 });
  };
  if (data) return <DealerView data={data} onPage={onPage} />;
  return <PageQueryState error={error} loadingLabel={t('Loading dealer')} failedText={t('Failed to load this dealer. Please try again.')} lines={['h-9 w-1/2', 'h-64 w-full']} />;
}
