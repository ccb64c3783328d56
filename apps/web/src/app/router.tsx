// Routes of public-side section 2 and the landing pages of issue 12. Every page is its own lazy
// chunk, so public pages never download seller or admin code. A page's module can be loaded
// ahead (`preload`): the browser loads the current page's chunk before hydrating the server's
// HTML, and the server loads every page once at start, so neither ever renders a fallback.
//
// Declarative routes on the app's own small router (lib/router.tsx, docs/decisions/011): the
// same API as React Router's declarative routes at a tenth of its size.
import { lazy, type ComponentType } from 'react';
import { RouteLoadError } from '@/app/error-boundary';
import { Layout } from '@/app/layout';
import { withMessages } from '@/lib/i18n/i18n';
import { matchPath, Route, Routes } from '@/lib/router';

type PageModule = { default: ComponentType };
export type Page = ComponentType & { preload: () => Promise<void> };

function page(load: () => Promise<PageModule>): Page {
  let loaded: ComponentType | null = null;
  const importPage = async () => {
    try {
      const mod = await load();
      loaded = mod.default;
      return mod;
    } catch (e) {
      throw new RouteLoadError(e);
    }
  };
  const Lazy = lazy(importPage);
  // Once loaded, the page renders directly: hydration then finds the server's markup at once.
  const Component = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  return Object.assign(Component, { preload: () => importPage().then(() => undefined) });
}

// A Hindi page's own catalogue comes with its code (decision 040), as well after a link within the app.
const Home = page(() => withMessages(import('@/features/home/home-page'), () => import('@/lib/i18n/hi-home'), 'hi-home'));
const Browse = page(() => withMessages(import('@/features/browse/browse-page'), () => import('@/lib/i18n/hi-buy'), 'hi-buy'));
const Listing = page(() => withMessages(import('@/features/listing/listing-page'), () => import('@/lib/i18n/hi-listing'), 'hi-listing'));
const Landing = page(() => withMessages(import('@/features/landing/landing-page'), () => import('@/lib/i18n/hi-places'), 'hi-places'));
const Dealer = page(() => withMessages(import('@/features/dealers/dealer-page'), () => import('@/lib/i18n/hi-places'), 'hi-places'));
const DealerProfile = page(() => import('@/features/dealer-profile/dealer-profile-page'));
const Login = page(() => import('@/features/auth/login-page'));
const Sell = page(() => import('@/features/sell-wizard/sell-page'));
const SellerDashboard = page(() => import('@/features/seller-listings/seller-dashboard-page'));
const StockImport = page(() => import('@/features/stock-import/stock-import-page'));
const ListingStatistics = page(() => import('@/features/listing-statistics/statistics-page'));
const Dashboard = page(() => import('@/features/account-dashboard/dashboard-page'));
const AdminLogin = page(() => import('@/features/admin/admin-login-page'));
const AdminDashboard = page(() => import('@/features/admin/admin-dashboard-page'));
const Privacy = page(() => import('@/features/legal/privacy-page'));
const Terms = page(() => import('@/features/legal/terms-page'));
const FairPrice = page(() => withMessages(import('@/features/fair-price/fair-price-page'), () => import('@/lib/i18n/hi-fair-price'), 'hi-fair-price'));
const Valuation = page(() => withMessages(import('@/features/valuation/valuation-page'), () => import('@/lib/i18n/hi-valuation'), 'hi-valuation'));
const ThemeDemo = page(() => import('@/features/theme-demo/theme-demo-page'));
const Shortlist = page(() => import('@/features/shortlist/shortlist-page'));
const Compare = page(() => import('@/features/compare/compare-page'));
const Messages = page(() => import('@/features/messages/messages-page'));
const NotFound = page(() => import('@/features/not-found/not-found-page'));

/** Path → page, in the order <Routes> ranks them (static segments before parameters before "*"). */
const ROUTES: Array<[string, Page]> = [
  ['/', Home],
  ['/buy', Browse],
  ['/listing/:id', Listing],
  ['/used-cars/brand/:brand', Landing],
  ['/used-cars/:city', Landing],
  ['/used-cars/:city/:brand', Landing],
  ['/dealers/:slug', Dealer],
  ['/login', Login],
  ['/sell', Sell],
  ['/seller/dashboard', SellerDashboard],
  ['/seller/dealer-profile', DealerProfile],
  ['/seller/listings/:id/statistics', ListingStatistics],
  ['/seller/import', StockImport],
  ['/dashboard', Dashboard],
  ['/admin/login', AdminLogin],
  ['/admin/dashboard', AdminDashboard],
  ['/privacy', Privacy],
  ['/terms', Terms],
  ['/fair-price', FairPrice],
  ['/car-valuation', Valuation],
  ['/test', ThemeDemo],
  ['/shortlist', Shortlist],
  ['/compare', Compare],
  ['/messages', Messages],
  ['/messages/:id', Messages],
];

/** The page a path shows (the not-found page for any other path). */
export function pageFor(pathname: string): Page {
  return ROUTES.find(([path]) => matchPath(path.split('/').filter(Boolean), pathname))?.[1] ?? NotFound;
}

export const preloadAllPages = () => Promise.all([...ROUTES.map(([, p]) => p.preload()), NotFound.preload()]);

/** The route tree, made once: <Routes> ranks its branches once, not for every page a server renders. */
const ROUTE_TREE = (
  <Route path="/" element={<Layout />}>
    {ROUTES.map(([path, P]) => (path === '/' ? <Route key={path} index element={<P />} /> : <Route key={path} path={path.slice(1)} element={<P />} />))}
    <Route path="*" element={<NotFound />} />
  </Route>
);

export function AppRoutes() {
  return <Routes>{ROUTE_TREE}</Routes>;
}
