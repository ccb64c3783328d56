// Shared frame of the listing e-mails: every value placed in HTML is escaped here.
import { BRAND } from '@gaadi/domain/constants';
import { translator, type Translate } from '../../platform/i18n/translate.ts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export interface MailBody {
  greeting: string;
  paragraphs: string[];
  /** Optional call to action: label and absolute link. */
  action?: { label: string; url: string };
}

/** Plain text and HTML of one message from the same parts (values unescaped in, escaped out). */
export function renderMail(subject: string, body: MailBody): RenderedMail {
  const text = [
    body.greeting,
    '',
    ...body.paragraphs.flatMap((p) => [p, '']),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`, ''] : []),
    `— ${BRAND.name}`,
    `${BRAND.supportEmail}`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#111827;line-height:1.5">',
    `<p>${escapeHtml(body.greeting)}</p>`,
    ...body.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    body.action
      ? `<p><a href="${escapeHtml(body.action.url)}" style="background:${BRAND.primaryColor};color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(body.action.label)}</a></p>`
      : '',
    `<p style="color:#6b7280;font-size:12px">— ${escapeHtml(BRAND.name)} · ${escapeHtml(BRAND.supportEmail)}</p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
}

/** The greeting in the reader's language (English unless a translator is given). */
export const greet = (name: string | null | undefined, t: Translate = translator()) =>
  name?.trim() ? t('Hello {name},', { name: name.trim() }) : t('Hello,');
