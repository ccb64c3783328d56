import { useEffect } from 'react';
import type { Inquiry } from '@gaadi/domain/schemas/inquiries';
import { useLocation } from '@/lib/router';
import { EmptyState } from './empty-state';
import { InquiryCard } from './inquiry-card';
import { t } from '@/lib/i18n/i18n';

/** An inquiry's place in the tab: a notification links to /dashboard?tab=inquiries#inquiry-{id}. */
export const inquiryAnchor = (id: string) => `inquiry-${id}`;

export function InquiriesTab({ inquiries, onResponded }: { inquiries: Inquiry[]; onResponded: (id: string, response: string) => void }) {
  const { hash } = useLocation();
  const targeted = hash.startsWith('#inquiry-') ? decodeURIComponent(hash.slice('#inquiry-'.length)) : null;
  const found = !!targeted && inquiries.some((i) => i.id === targeted);
  // The app's links change the address without the browser's jump to an anchor: scroll to the
  // inquiry and give it focus (so that a screen reader reads it), after the page's own scroll to
  // the top on arrival.
  useEffect(() => {
    if (!found || !targeted) return;
    const frame = requestAnimationFrame(() => {
      const card = document.getElementById(inquiryAnchor(targeted));
      card?.scrollIntoView({ block: 'center' });
      card?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [found, targeted]);

  if (inquiries.length === 0) return <EmptyState title={t('No inquiries yet')} />;
  return (
    <ul className="space-y-3">
      {inquiries.map((inquiry) => (
        <li key={inquiry.id}>
          <InquiryCard inquiry={inquiry} onResponded={onResponded} anchor={inquiryAnchor(inquiry.id)} highlighted={inquiry.id === targeted} />
        </li>
      ))}
    </ul>
  );
}
