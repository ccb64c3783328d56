// The signed-in person's language on their account (issue 25, decision 040), so that their e-mails
// and SMS follow it. The header's switch is a plain link on every page (language-switch.tsx); this
// module comes with the user menu, which only signed-in people load, so public pages pay nothing:
// it saves the choice when the switch is clicked, and once, a choice made before signing in (the
// `lang` cookie) when the account has none yet.
import { useEffect } from 'react';
import type { Language } from '@gaadi/domain/schemas/users';
import { saveLanguage } from '@/lib/api/user-language';
import { session } from '@/lib/session';

/**
 * The cookie the switch sets (LANGUAGE_COOKIE of lib/i18n/locale.ts, which the test compares):
 * written here, importing it would add an export to the code every public page loads.
 */
export const COOKIE = 'lang';

const isLanguage = (v: string | null | undefined): v is Language => v === 'en' || v === 'hi';

/** The language the switch's link leads to, when the click was on the switch. */
export function switchTarget(target: EventTarget | null): Language | null {
  const link = target instanceof Element ? target.closest('a[hreflang][lang]') : null;
  const to = link?.getAttribute('hreflang');
  return isLanguage(to) ? to : null;
}

export function chosenBeforeSignIn(cookie: string): Language | null {
  const value = cookie.match(new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]*)`))?.[1];
  return isLanguage(value) ? value : null;
}

export function save(language: Language) {
  const before = session.user?.language ?? null;
  // Stored first: the switch's page load follows at once, and the new page must not save it again.
  session.updateUser({ language });
  return saveLanguage(language).then(
    () => undefined,
    // Not saved (offline, signed out meanwhile): the next switch tries again.
    () => session.updateUser({ language: before }),
  );
}

/** Mounted once for a signed-in person (the user menu's header variant). */
export function useSavedLanguage(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const user = session.user;
    const before = chosenBeforeSignIn(document.cookie);
    if (user && user.language === null && before) void save(before);
    const onClick = (e: MouseEvent) => {
      const to = switchTarget(e.target);
      if (to && session.isAuthenticated && session.user?.language !== to) void save(to);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [active]);
}
