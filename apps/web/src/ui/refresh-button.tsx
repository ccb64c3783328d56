import RefreshCw from '@/ui/icons/refresh-cw';
import { Button } from '@/ui/button';
import { t } from '@/lib/i18n/i18n';

/** The dashboards' Refresh: a spinner replaces the icon while the lists reload. */
export function RefreshButton({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  return (
    <Button variant="outline" size="sm" busy={busy} onClick={onClick}>
      {!busy && <RefreshCw className="h-4 w-4" aria-hidden="true" />}
      {t('Refresh')}
    </Button>
  );
}
