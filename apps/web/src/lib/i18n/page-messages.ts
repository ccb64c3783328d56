// The Hindi of a page that only the browser renders (login, seller and account screens): loaded
// with the page's own module, not by the router (app/router.tsx), whose code every public page
// downloads. On a Hindi page the page waits (suspends, as a lazy page does) until its catalogue is
// in; an English page is the component itself and never fetches the catalogue.
import { lazy, type ComponentType } from 'react';
import { currentLocale, withMessages, type Catalogue } from '@/lib/i18n/i18n';

export function withPageMessages<P extends object>(Page: ComponentType<P>, load: () => Promise<{ messages: Catalogue }>): ComponentType<P> {
  if (currentLocale() !== 'hi') return Page;
  return lazy(() => withMessages(Promise.resolve({ default: Page }), load)) as unknown as ComponentType<P>;
}
