// Previous / Next under a paged list (/buy, /shortlist): "Page N of M", nothing for one page.
import ChevronLeft from '@/ui/icons/chevron-left';
import ChevronRight from '@/ui/icons/chevron-right';
import type { Pagination as PageInfo } from '@gaadi/domain/schemas/car';
import { t } from '@/lib/i18n/i18n';
import { Button } from '@/ui/button';

export function Pagination({ pagination, onPage }: { pagination: Partial<PageInfo>; onPage: (page: number) => void }) {
  const { page = 1, totalPages = 1, hasPrev = false, hasNext = false } = pagination;
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('Pagination')} className="mt-8 flex items-center justify-center gap-4">
      <Button variant="outline" disabled={!hasPrev} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        {t('Previous')}
      </Button>
      <span className="text-sm text-gray-700 dark:text-gray-300" aria-current="page">
        {t('Page {page} of {totalPages}', { page, totalPages })}
      </span>
      <Button variant="outline" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {t('Next')}
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
