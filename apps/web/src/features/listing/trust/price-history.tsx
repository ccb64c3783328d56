// Time on the market and every price change (issue 15), from the listing's price_history.
import Clock from '@/ui/icons/clock';
import IndianRupee from '@/ui/icons/indian-rupee';
import { formatPrice } from '@gaadi/domain/format';
import type { PriceHistoryEntry } from '@gaadi/domain/schemas/trust';
import { priceChangeLines, timeOnMarketText } from '@gaadi/domain/trust-text';
import { Card } from '@/ui/card';
import { useNow } from '@/lib/use-now';
import { t } from '@/lib/i18n/i18n';
import { trustDate } from '@/features/listing/trust/trust-date';

export function PriceHistory({ createdAt, history, price }: { createdAt?: string; history: PriceHistoryEntry[]; price?: number }) {
  const now = useNow();
  const lines = priceChangeLines(history, now, t, trustDate);
  const first = history[0]?.price;
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="price-history-heading">
        <h2 id="price-history-heading" className="text-xl font-semibold">
          {t('Price history')}
        </h2>
        {createdAt && (
          // Counted like "Listed …" (time-ago.ts); a kept page's words are counted again once mounted.
          <p className="mt-2 flex items-center gap-1.5 text-sm text-gray-700 dark:text-gray-300" suppressHydrationWarning>
            <Clock className="h-4 w-4" aria-hidden="true" />
            {timeOnMarketText(createdAt, now, t)}
          </p>
        )}
        {lines.length > 0 ? (
          <ul className="mt-3 space-y-2 text-sm">
            {lines.map((l) => (
              <li key={l.at} className="flex items-center gap-1.5">
                <IndianRupee className={l.kind === 'drop' ? 'h-4 w-4 text-green-700 dark:text-green-400' : 'h-4 w-4 text-amber-700 dark:text-amber-400'} aria-hidden="true" />
                <span className={l.kind === 'drop' ? 'font-medium text-green-800 dark:text-green-300' : 'text-gray-800 dark:text-gray-200'}>{l.text}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">
            {first || price ? t('No price changes since it was listed at {price}.', { price: formatPrice(first ?? price) }) : t('No price changes since it was listed.')}
          </p>
        )}
      </section>
    </Card>
  );
}
