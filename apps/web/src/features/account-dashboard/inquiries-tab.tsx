import type { Inquiry } from '@gaadi/domain/schemas/inquiries';
import { EmptyState } from './empty-state';
import { InquiryCard } from './inquiry-card';

export function InquiriesTab({ inquiries, onResponded }: { inquiries: Inquiry[]; onResponded: (id: string, response: string) => void }) {
  if (inquiries.length === 0) return <EmptyState title="No inquiries yet" />;
  return (
    <ul className="space-y-3">
      {inquiries.map((inquiry) => (
        <li key={inquiry.id}>
          <InquiryCard inquiry={inquiry} onResponded={onResponded} />
        </li>
      ))}
    </ul>
  );
}
