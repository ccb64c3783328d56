// Phones (issue 13): the price, Contact Seller and Call Now stay at the bottom of the screen from
// the first view on. Sticky, not fixed: at the end of the page it rests above the footer instead of
// covering it. From lg up the side panel holds these, and the bar is not rendered (display: none).
import MessageSquare from '@/ui/icons/message-square';
import Phone from '@/ui/icons/phone';
import { formatPrice } from '@gaadi/domain/format';
import { Button, buttonClasses } from '@/ui/button';
import { t } from '@/lib/i18n/i18n';

export function StickyContactBar({ price, tel, onContact, onPrefetch }: { price: unknown; tel: string; onContact: () => void; onPrefetch: () => void }) {
  return (
    <div
      role="region"
      aria-label={t('Contact the seller')}
      className="sticky bottom-0 z-30 -mx-4 mt-6 border-t border-gray-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur lg:hidden dark:border-gray-700 dark:bg-gray-900/95"
    >
      <div className="flex items-center gap-2" onPointerEnter={onPrefetch} onFocus={onPrefetch}>
        <p className="min-w-0 flex-1 whitespace-nowrap text-base font-extrabold text-gray-900 dark:text-white">{formatPrice(price)}</p>
        <Button onClick={onContact} className="gap-1.5 whitespace-nowrap px-3">
          <MessageSquare className="hidden h-4 w-4 min-[420px]:block" aria-hidden="true" />
          {t('Contact Seller')}
        </Button>
        <a href={`tel:${tel}`} className={buttonClasses('success', 'md', 'gap-1.5 whitespace-nowrap px-3')}>
          <Phone className="h-4 w-4" aria-hidden="true" />
          {t('Call Now')}
        </a>
      </div>
    </div>
  );
}
