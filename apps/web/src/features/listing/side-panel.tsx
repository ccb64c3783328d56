import Calculator from '@/ui/icons/calculator';
import Clock from '@/ui/icons/clock';
import MapPin from '@/ui/icons/map-pin';
import MessageSquare from '@/ui/icons/message-square';
import Phone from '@/ui/icons/phone';
import { BRAND } from '@gaadi/domain/brand';
import { displayName, locationText, NO_LOCATION } from '@gaadi/domain/listing-text';
import { maskPhone } from '@gaadi/domain/mask';
import { listedAgo } from '@gaadi/domain/time-ago';
import type { PublicCar } from '@/lib/api/cars';
import { Button, buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { PriceTag } from '@/ui/price-tag';

const phone = BRAND.contactPhone.replace(/[^\d+]/g, '');

export function SidePanel({ car, onContact, onEmi, onPrefetch }: { car: PublicCar; onContact: () => void; onEmi: () => void; onPrefetch: () => void }) {
  return (
    <Card className="space-y-4 p-6 lg:sticky lg:top-20">
      <div>
        <h1 className="text-2xl font-bold">{displayName(car)}</h1>
        <p className="mt-1 flex items-center gap-1 text-sm text-gray-600 dark:text-gray-400">
          <MapPin className="h-4 w-4" aria-hidden="true" />
          {locationText(car) || NO_LOCATION}
        </p>
      </div>
      <PriceTag price={car.price} originalPrice={car.original_price} size="lg" />
      <div className="grid gap-2" onPointerEnter={onPrefetch} onFocus={onPrefetch}>
        <Button size="lg" onClick={onContact}>
          <MessageSquare className="h-5 w-5" aria-hidden="true" />
          Contact Seller
        </Button>
        <a href={`tel:${phone}`} className={buttonClasses('success', 'lg')}>
          <Phone className="h-5 w-5" aria-hidden="true" />
          Call Now <span className="font-normal">({maskPhone(phone)})</span>
        </a>
        <Button size="lg" variant="outline" onClick={onEmi}>
          <Calculator className="h-5 w-5" aria-hidden="true" />
          Calculate EMI
        </Button>
      </div>
      {car.created_at && (
        // The server's "Listed 5 minutes ago" may be a minute older than the browser's.
        <p className="flex items-center gap-1 text-sm text-gray-600 dark:text-gray-400" suppressHydrationWarning>
          <Clock className="h-4 w-4" aria-hidden="true" />
          Listed {listedAgo(car.created_at)}
        </p>
      )}
    </Card>
  );
}
