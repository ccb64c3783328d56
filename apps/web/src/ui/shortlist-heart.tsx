// The shortlist heart (issue 13) on cards and the listing page. Signed out, it asks the visitor to
// sign in and comes back with the car shortlisted (lib/buyer-actions.ts). The caller gives its look.
import type { ReactNode } from 'react';
import Heart from '@/ui/icons/heart';
import { loadBuyerActions, useBuyerMarks } from '@/lib/buyer-marks';
import { useLocation, useNavigate } from '@/lib/router';
import { t } from '@/lib/i18n/i18n';

export function ShortlistHeart({ carId, name, className, children }: { carId: string; name: string; className: string; children?: (on: boolean) => ReactNode }) {
  const on = useBuyerMarks().shortlisted.has(carId);
  const navigate = useNavigate();
  const back = useLocation();
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={children ? undefined : t('Shortlist {name}', { name })}
      onClick={() => void loadBuyerActions().then((m) => m.pressHeart({ carId, on, back, navigate }))}
      className={className}
    >
      <Heart className={on ? 'h-5 w-5 fill-red-500 text-red-500' : 'h-5 w-5'} />
      {children?.(on)}
    </button>
  );
}
