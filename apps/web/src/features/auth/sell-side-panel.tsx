import CheckCircle2 from '@/ui/icons/circle-check';
import MessageCircle from '@/ui/icons/message-circle';
import Phone from '@/ui/icons/phone';
import { useBrandContact } from '@/lib/use-brand-contact';
import { msg, t } from '@/lib/i18n/i18n';

const POINTS = [msg('Free listing, reviewed within 24-48 hours'), msg('Genuine buyers contact you directly'), msg('We help with paperwork and RC transfer')];

/** Shown beside the login form when returnUrl starts with /sell. */
export function SellSidePanel() {
  const digits = useBrandContact().phone.replace(/\D/g, '');
  return (
    <aside aria-labelledby="sell-panel" className="rounded-2xl bg-gradient-to-br from-blue-700 to-blue-900 p-8 text-white">
      <h2 id="sell-panel" className="text-2xl font-bold">
        {t('Sell your car in 5 mins')}
      </h2>
      <ul className="mt-4 space-y-2 text-blue-50">
        {POINTS.map((point) => (
          <li key={point} className="flex items-start gap-2">
            <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            {t(point)}
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-blue-100">{t("Prefer to talk? We're here to help.")}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <a
          href={`https://wa.me/${digits}`}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-green-800 hover:bg-green-50"
        >
          <MessageCircle className="h-4 w-4" aria-hidden="true" />
          {t('Chat on WhatsApp')}
        </a>
        <a href={`tel:+${digits}`} className="inline-flex items-center gap-2 rounded-lg border border-white px-4 py-2 text-sm font-semibold hover:bg-white/10">
          <Phone className="h-4 w-4" aria-hidden="true" />
          {t('Call Us')}
        </a>
      </div>
    </aside>
  );
}
