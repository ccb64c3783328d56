// The Hindi of a page that only the browser renders (login, seller and account screens): loaded
// with the page's own module, not by the router (app/router.tsx), whose code every public page
// downloads. On a Hindi page the page waits (suspends, as a lazy page does) until its catalogue is
// in; an English page is the component itself and never fetches the catalogue. A page may load
// several (each its own chunk, fetched side by side). Their messages with values are learnt as
// patterns too, for the API's texts the page shows (server-text.ts).
import { lazy, type ComponentType } from 'react';
import { currentLocale, withMessages, type Catalogue } from '@/lib/i18n/i18n';
import { learnPatterns } from '@/lib/i18n/server-text';

type Load = () => Promise<{ messages: Catalogue }>;

export function withPageMessages<P extends object>(Page: ComponentType<P>, ...loads: Load[]): ComponentType<P> {
  if (currentLocale() !== 'hi') return Page;
  const hindi = () => Promise.all(loads.map((load) => load())).then((cs) => ({ messages: learnPatterns(Object.assign({}, ...cs.map((c) => c.messages))) }));
  return lazy(() => withMessages(Promise.resolve({ default: Page }), hindi)) as unknown as ComponentType<P>;
}
