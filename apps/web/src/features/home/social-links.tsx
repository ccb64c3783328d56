import MessageCircle from '@/ui/icons/message-circle';
import Phone from '@/ui/icons/phone';
import { CONTACT_LINKS } from '@/features/home/home-content';
import { msg, t } from '@/lib/i18n/i18n';

// Brand glyphs are not in lucide; these are simple outline drawings.
const Instagram = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
  </svg>
);
const Facebook = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true">
    <path d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v7h4v-7h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8Z" />
  </svg>
);

const links = [
  { href: CONTACT_LINKS.instagram, label: 'Instagram', Icon: Instagram, external: true },
  { href: CONTACT_LINKS.facebook, label: 'Facebook', Icon: Facebook, external: true },
  { href: CONTACT_LINKS.whatsapp, label: 'WhatsApp', Icon: () => <MessageCircle className="h-5 w-5" aria-hidden="true" />, external: true },
  { href: CONTACT_LINKS.phone, label: msg('Call Us'), Icon: () => <Phone className="h-5 w-5" aria-hidden="true" />, external: false },
];

export function SocialLinks() {
  return (
    <section aria-labelledby="find-us" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="find-us" className="text-center text-xl font-bold">
        {t('Find Us On')}
      </h2>
      <ul className="mt-4 flex flex-wrap justify-center gap-3">
        {links.map(({ href, label, Icon, external }) => (
          <li key={label}>
            <a
              href={href}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              className="inline-flex items-center gap-2 rounded-full border border-gray-300 bg-white px-4 py-2 text-sm font-medium text-gray-800 hover:border-blue-500 hover:text-blue-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:hover:text-blue-300"
            >
              <Icon />
              {t(label)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
