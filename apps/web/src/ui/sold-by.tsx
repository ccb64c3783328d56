// "Sold by {business name}" (issue 22): a dealer's car names the dealer and links to their page, on
// cards and on the listing page. A private seller's car shows nothing.
import type { DealerRef } from '@gaadi/domain/schemas/car';
import { Link } from '@/lib/router';
import { t } from '@/lib/i18n/i18n';

export const dealerPagePath = (slug: string) => `/dealers/${encodeURIComponent(slug)}`;

export function SoldBy({ dealer, className = '' }: { dealer: DealerRef | null | undefined; className?: string }) {
  if (!dealer) return null;
  return (
    <p className={`text-sm text-gray-700 dark:text-gray-300 ${className}`}>
      {t('Sold by')}{' '}
      <Link to={dealerPagePath(dealer.slug)} className="font-medium text-blue-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:underline dark:text-blue-300">
        {dealer.name}
      </Link>
    </p>
  );
}
