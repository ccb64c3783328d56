// Texts of /dashboard cards (seller-admin spec sections 2, 4, 9; contract 2.6, 2.7, 6.4).
import { CONTACT_TIME_LABELS, INQUIRY_PREVIEW_LENGTH, type ContactTime } from '@gaadi/domain/constants';
import { msg } from '@/lib/i18n/i18n';

/**
 * active "Active", pending "Under Review", sold "Sold", anything else "Inactive" (contract 6.4).
 * The server never emits "active": an approved listing is the live one (contract 6.5: active =
 * approved), so it reads "Active" rather than "Inactive".
 */
export function listingStatusLabel(status: string | null | undefined): string {
  switch ((status ?? '').toLowerCase()) {
    case 'active':
    case 'approved':
      return msg('Active');
    case 'pending':
      return msg('Under Review');
    case 'sold':
      return msg('Sold');
    default:
      return msg('Inactive');
  }
}

/** The first 100 characters of a message, with an ellipsis when cut. */
export function messagePreview(message: string | null | undefined, length = INQUIRY_PREVIEW_LENGTH): string {
  const text = message ?? '';
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

export function contactTimeLabel(value: string | null | undefined): string {
  return CONTACT_TIME_LABELS[value as ContactTime] ?? CONTACT_TIME_LABELS.anytime;
}

const INQUIRY_STATUS_LABELS: Record<string, string> = { new: msg('New'), responded: msg('Responded'), closed: msg('Closed'), spam: msg('Spam') };
/** In English; shown through t(). */
export const inquiryStatusLabel = (status: string | null | undefined) => INQUIRY_STATUS_LABELS[status ?? ''] ?? INQUIRY_STATUS_LABELS.new!;

/** Urgent emphasis for priority urgent or high. */
export const isUrgent = (priority: string | null | undefined) => priority === 'urgent' || priority === 'high';
