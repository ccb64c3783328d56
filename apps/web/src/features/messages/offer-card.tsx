// An offer step in the thread (issue 21): amount, state, and for the latest step of the open offer
// the moves the reader has (accept, counter, decline; or withdraw their own).
import { formatPrice } from '@gaadi/domain/format';
import type { Offer } from '@gaadi/domain/schemas/conversations';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { t } from '@/lib/i18n/i18n';
import { OFFER_STATUS_LABELS, type OfferMove } from './thread-logic';

export function OfferCard({
  offer,
  mine,
  moves,
  busy,
  onMove,
}: {
  offer: Offer;
  mine: boolean;
  moves: OfferMove[];
  busy: string | null;
  onMove: (move: OfferMove) => void;
}) {
  const label = { accept: t('Accept'), counter: t('Counter'), decline: t('Decline'), withdraw: t('Withdraw'), make: t('Make an offer') } as const;
  return (
    <div className={cn('mt-2 rounded-lg border px-3 py-2', mine ? 'border-blue-300 bg-blue-800/60' : 'border-gray-200 bg-gray-50 dark:border-gray-700 dark:bg-gray-900')}>
      <p className="text-lg font-bold">{formatPrice(offer.amount)}</p>
      <p className="text-xs">
        {t('Asking {price}', { price: formatPrice(offer.asking_price) })} · <span className="font-semibold">{t(OFFER_STATUS_LABELS[offer.status])}</span>
      </p>
      {moves.length > 0 && (
        <div className="mt-2 flex flex-wrap gap-2">
          {moves.map((m) => (
            <Button
              key={m}
              size="sm"
              variant={m === 'accept' ? 'success' : m === 'counter' ? 'primary' : mine ? 'light' : 'outline'}
              busy={busy === `offer-${m}`}
              onClick={() => onMove(m)}
            >
              {label[m]}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
