import { CheckCircle2 } from 'lucide-react';
import { Link } from '@/lib/router';
import { REVIEW_TIME } from '@gaadi/domain/constants';
import { Button, buttonClasses } from '@/ui/button';
import { t } from '@/lib/i18n/i18n';

export function SuccessStep({ onSellAnother }: { onSellAnother: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 py-8 text-center">
      <CheckCircle2 className="h-16 w-16 text-green-600" aria-hidden="true" />
      <h2 className="text-2xl font-bold text-gray-900 dark:text-gray-100">{t('Listing Submitted!')}</h2>
      <p className="max-w-md text-gray-700 dark:text-gray-300">
        {t('Your car listing has been submitted for review. It will be reviewed within {time}, and once it is approved an inspection of your car will be scheduled.', {
          time: t(REVIEW_TIME),
        })}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/seller/dashboard" className={buttonClasses('primary')}>
          {t('Go to Dashboard')}
        </Link>
        <Button variant="outline" onClick={onSellAnother}>
          {t('Sell Another Car')}
        </Button>
      </div>
    </div>
  );
}
