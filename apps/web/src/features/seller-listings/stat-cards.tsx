import { CheckCircle2, Clock, Eye, ListChecks } from 'lucide-react';
import { Card } from '@/ui/card';
import { msg, t } from '@/lib/i18n/i18n';
import type { SellerStatCards } from './seller-stats';

export function StatCards({ stats }: { stats: SellerStatCards }) {
  const cards = [
    { label: msg('Total Listings'), value: stats.total, Icon: ListChecks, tone: 'text-blue-600' },
    { label: msg('Pending Review'), value: stats.pending, Icon: Clock, tone: 'text-yellow-600' },
    { label: msg('Approved'), value: stats.approved, Icon: CheckCircle2, tone: 'text-green-600' },
    { label: msg('Total Views'), value: stats.views, Icon: Eye, tone: 'text-purple-600' },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t('Listing statistics')}>
      {cards.map(({ label, value, Icon, tone }) => (
        <li key={label}>
          <Card className="flex items-center justify-between gap-2 p-4">
            <div>
              <p className="text-sm text-gray-700 dark:text-gray-300">{t(label)}</p>
              <p className="text-2xl font-bold text-gray-900 dark:text-gray-100">{value.toLocaleString('en-IN')}</p>
            </div>
            <Icon className={`h-8 w-8 shrink-0 ${tone}`} aria-hidden="true" />
          </Card>
        </li>
      ))}
    </ul>
  );
}
