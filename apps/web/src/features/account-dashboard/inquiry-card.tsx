import { Clock, MessageSquare, Phone, User } from 'lucide-react';
import { useId, useState } from 'react';
import { displayName } from '@gaadi/domain/listing-text';
import { formatIndianPhone } from '@gaadi/domain/phone';
import type { Inquiry } from '@gaadi/domain/schemas/inquiries';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/router';
import { toast } from '@/lib/toast-store';
import { ApiError } from '@/lib/api/client';
import { respondToInquiry } from '@/lib/api/inquiries';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Textarea } from '@/ui/textarea';
import { contactTimeLabel, inquiryStatusLabel, messagePreview } from './dashboard-text';
import { sellerTimeAgo } from '@/lib/seller-time-text';
import { t } from '@/lib/i18n/i18n';
import { serverText } from '@/lib/i18n/server-text';

interface InquiryCardProps {
  inquiry: Inquiry;
  onResponded: (id: string, response: string) => void;
  /** The card's id, which a notification's link points at. */
  anchor?: string;
  /** The inquiry a notification's link pointed at: emphasised. */
  highlighted?: boolean;
}

/** One inquiry; the reply box shows only while the inquiry is new (contract 6.6, 6.9). */
export function InquiryCard({ inquiry, onResponded, anchor, highlighted }: InquiryCardProps) {
  const [reply, setReply] = useState('');
  const [availableForCall, setAvailableForCall] = useState(true);
  const [sending, setSending] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const callId = useId();
  const messageId = useId();
  const preview = messagePreview(inquiry.message);
  const cut = preview !== inquiry.message;

  async function send() {
    const message = reply.trim();
    if (!message) return;
    setSending(true);
    try {
      await respondToInquiry(inquiry.id, { message, available_for_call: availableForCall });
      onResponded(inquiry.id, message);
      setReply('');
      toast({ title: t('Response Sent'), description: t('Your response has been sent to the buyer'), variant: 'success' });
    } catch (e) {
      if (e instanceof ApiError && e.status !== 0) toast({ title: t('Response Failed'), description: serverText(e.firstDetail ?? e.message), variant: 'destructive' });
      else toast({ title: t('Response Error'), description: t('Failed to send response. Please try again.'), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  }

  return (
    <Card
      id={anchor}
      tabIndex={anchor ? -1 : undefined}
      role="article"
      aria-label={t('Inquiry from {name}', { name: inquiry.buyer_name })}
      className={cn('scroll-mt-24 space-y-3 p-4 focus:outline-none', highlighted && 'ring-2 ring-blue-500 dark:ring-blue-400')}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="flex items-center gap-1 font-semibold text-gray-900 dark:text-gray-100">
            <User className="h-4 w-4" aria-hidden="true" />
            {inquiry.buyer_name}
          </p>
          {inquiry.buyer_phone && (
            <a href={`tel:${inquiry.buyer_phone}`} className="flex items-center gap-1 text-sm text-blue-700 dark:text-blue-300">
              <Phone className="h-4 w-4" aria-hidden="true" />
              {formatIndianPhone(inquiry.buyer_phone)}
            </a>
          )}
        </div>
        <div className="flex items-center gap-2">
          <Badge variant={inquiry.status === 'new' ? 'info' : 'default'}>{t(inquiryStatusLabel(inquiry.status))}</Badge>
          <span className="text-xs text-gray-600 dark:text-gray-400">{sellerTimeAgo(inquiry.created_at)}</span>
        </div>
      </div>
      <div>
        <p id={messageId} className="whitespace-pre-line break-words text-sm text-gray-800 dark:text-gray-200">
          {expanded ? inquiry.message : preview}
        </p>
        {/* The spec's preview is 100 characters; the rest is one click away. */}
        {cut && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={messageId}
            onClick={() => setExpanded((e) => !e)}
            className="mt-1 rounded text-sm font-medium text-blue-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 dark:text-blue-300"
          >
            {expanded ? t('Show less') : t('Read more')}
          </button>
        )}
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-700 dark:text-gray-300">
        <span className="inline-flex items-center gap-1">
          <Clock className="h-3.5 w-3.5" aria-hidden="true" />
          {t(contactTimeLabel(inquiry.preferred_contact_time))}
        </span>
        {inquiry.car && <span>{t('Inquiry for: {car}', { car: displayName(inquiry.car) })}</span>}
      </div>
      {inquiry.seller_response && (
        <div className="rounded-lg bg-green-50 p-3 text-sm text-green-900 dark:bg-green-950 dark:text-green-100">
          <p className="font-medium">{t('Your response')}</p>
          <p>{inquiry.seller_response}</p>
        </div>
      )}
      {/* Issue 21: the inquiry is a conversation's message; the whole thread is a click away. */}
      {inquiry.conversation_id && (
        <Link
          to={`/messages/${encodeURIComponent(inquiry.conversation_id)}`}
          aria-label={t('Open conversation with {name}', { name: inquiry.buyer_name })}
          className="inline-flex items-center gap-1 rounded text-sm font-medium text-blue-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 dark:text-blue-300"
        >
          <MessageSquare className="h-4 w-4" aria-hidden="true" />
          {t('Open conversation')}
        </Link>
      )}
      {inquiry.status === 'new' && (
        <div className="space-y-2">
          <Textarea label={t('Reply to buyer')} rows={3} value={reply} onChange={(e) => setReply(e.target.value)} placeholder={t('Write your response…')} />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <label htmlFor={callId} className="flex items-center gap-2 text-sm text-gray-800 dark:text-gray-200">
              <input id={callId} type="checkbox" className="h-4 w-4" checked={availableForCall} onChange={(e) => setAvailableForCall(e.target.checked)} />
              {t('Available for call')}
            </label>
            <Button size="sm" busy={sending} disabled={!reply.trim()} onClick={() => void send()}>
              {t('Send Response')}
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}
