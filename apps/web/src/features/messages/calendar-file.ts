// A visit's calendar file (issue 21): the API serves it to either party with their bearer, so the
// browser fetches it and saves it as a file.
import { t } from '@/lib/i18n/i18n';
import type { Visit } from '@gaadi/domain/schemas/conversations';
import { API_BASE, tokenStore } from '@/lib/api/client';
import { toast } from '@/lib/toast-store';

export async function downloadCalendar(visit: Pick<Visit, 'id' | 'calendar_url'>) {
  const url = visit.calendar_url.startsWith('http') || visit.calendar_url.startsWith('/api') ? visit.calendar_url : `${API_BASE}${visit.calendar_url}`;
  try {
    const res = await fetch(url, { headers: { Authorization: `Bearer ${tokenStore.access ?? ''}` } });
    if (!res.ok) throw new Error(String(res.status));
    const href = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = href;
    a.download = `visit-${visit.id.slice(0, 8)}.ics`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(href), 1000);
  } catch {
    toast({ title: t('The calendar file could not be downloaded. Please try again.'), variant: 'destructive' });
  }
}
