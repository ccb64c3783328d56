import BadgeCheck from '@/ui/icons/badge-check';
import Star from '@/ui/icons/star';
import { Badge } from '@/ui/badge';
import { t } from '@/lib/i18n/i18n';

/** The Verified and Featured badges of a listing (Buy card and detail page). */
export function ListingBadges({ verified, featured }: { verified?: boolean; featured?: boolean }) {
  return (
    <>
      {verified && (
        <Badge variant="success">
          <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
          {t('Verified')}
        </Badge>
      )}
      {featured && (
        <Badge variant="featured">
          <Star className="h-3.5 w-3.5" aria-hidden="true" />
          {t('Featured')}
        </Badge>
      )}
    </>
  );
}
