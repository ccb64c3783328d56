import Calculator from '@/ui/icons/calculator';
import Clock from '@/ui/icons/clock';
import MapPin from '@/ui/icons/map-pin';
import MessageSquare from '@/ui/icons/message-square';
import Phone from '@/ui/icons/phone';
import { displayName, locationText, NO_LOCATION } from '@gaadi/domain/listing-text';
import { listedText } from '@/features/listing/listed-text';
import { t } from '@/lib/i18n/i18n';
import type { PublicCar } from '@/lib/api/cars';
import { Button, buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { PriceTag } from '@/ui/price-tag';
import { KeyFacts } from '@/features/listing/key-facts';
import { ShareButton } from '@/features/listing/share-button';
import { PriceRating, SideNotes } from '@/features/listing/trust/trust-parts';
import { SoldBy } from '@/ui/sold-by';

interface SidePanelProps {
  car: PublicCar;
  /** The configured company phone, shown in full (issue 13), and its tel: digits. */
  phone: string;
  tel: string;
  onContact: () => void;
  onEmi: () => void;
  onPrefetch: () => void;
}

/**
 * Name, facts and price: beside the gallery from lg up, directly under it on phones. There Contact
 * Seller and Call Now live in the sticky bar (sticky-contact-bar.tsx), so each appears once.
 */
export function SidePanel({ car, phone, tel, onContact, onEmi, onPrefetch }: SidePanelProps) {
  const name = displayName(car);
  return (
    <Card className="space-y-4 p-4 sm:p-6 lg:sticky lg:top-20">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          {/* A model or variant name longer than the phone is wide breaks inside the word instead
              of widening the page (a 16-letter name beside Share made a 360-px screen scroll sideways). */}
          <h1 className="text-2xl font-bold wrap-anywhere">{name}</h1>
          <p className="mt-1 flex items-center gap-1 text-sm text-gray-600 dark:text-gray-400">
            <MapPin className="h-4 w-4" aria-hidden="true" />
            {locationText(car) || t(NO_LOCATION)}
          </p>
          <SoldBy dealer={car.dealer} className="mt-1" />
        </div>
        <ShareButton title={car.title || name} />
      </div>
      <KeyFacts car={car} />
      <PriceTag price={car.price} originalPrice={car.original_price} size="lg" />
      <PriceRating car={car} />
      <div className="grid gap-2" onPointerEnter={onPrefetch} onFocus={onPrefetch}>
        <div className="hidden gap-2 lg:grid">
          <Button size="lg" onClick={onContact}>
            <MessageSquare className="h-5 w-5" aria-hidden="true" />
            {t('Contact Seller')}
          </Button>
          <a href={`tel:${tel}`} className={buttonClasses('success', 'lg')}>
            <Phone className="h-5 w-5" aria-hidden="true" />
            {t('Call Now')} <span className="font-normal">({phone})</span>
          </a>
        </div>
        <Button size="lg" variant="outline" onClick={onEmi}>
          <Calculator className="h-5 w-5" aria-hidden="true" />
          {t('Calculate EMI')}
        </Button>
      </div>
      <SideNotes car={car} />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600 dark:text-gray-400">
        {car.created_at && (
          // The server's "Listed 5 minutes ago" may be a minute older than the browser's (kept pages: 60 s).
          <p className="flex items-center gap-1" suppressHydrationWarning>
            <Clock className="h-4 w-4" aria-hidden="true" />
            {listedText(car.created_at)}
          </p>
        )}
        {typeof car.views_count === 'number' && car.views_count > 0 && <p>{car.views_count === 1 ? t('1 view') : t('{count} views', { count: car.views_count.toLocaleString('en-IN') })}</p>}
      </div>
    </Card>
  );
}
