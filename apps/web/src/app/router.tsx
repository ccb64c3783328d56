// Routes of public-side section 2. Every page is its own lazy chunk, so the home and browse pages
// never download seller or admin code. Pages that use TanStack Query get the shared provider with
// their chunk; the home page does without it (its budget is 100 KB of gzipped JS).
//
// Declarative <Routes> with React.lazy rather than createBrowserRouter: measured on this build,
// React 19 alone is ~68 KB gzipped, the declarative router ~13 KB, the data router ~29 KB, so
// the data router leaves no room for the app within the home page's 100 KB. Pages only use
// hooks both APIs share (useNavigate, useSearchParams, Link...), so switching back is local.
import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { RouteLoadError } from '@/app/error-boundary';
import { Layout } from '@/app/layout';

type PageModule = { default: ComponentType };

function page(load: () => Promise<PageModule>, opts: { query?: boolean } = {}) {
  return lazy(async (): Promise<PageModule> => {
    try {
      const [mod, provider] = await Promise.all([load(), opts.query ? import('@/app/query-client') : null]);
      if (!provider) return mod;
      const Page = mod.default;
      const { QueryProvider } = provider;
      return {
        default: () => (
          <QueryProvider>
            <Page />
          </QueryProvider>
        ),
      };
    } catch (e) {
      throw new RouteLoadError(e);
    }
  });
}

const q = { query: true };
const Home = page(() => import('@/features/home/home-page'));
const Browse = page(() => import('@/features/browse/browse-page'), q);
const Listing = page(() => import('@/features/listing/listing-page'), q);
const Login = page(() => import('@/features/auth/login-page'));
const Sell = page(() => import('@/features/sell/sell-page'), q);
const SellerDashboard = page(() => import('@/features/seller/seller-dashboard-page'), q);
const Dashboard = page(() => import('@/features/dashboard/dashboard-page'), q);
const AdminLogin = page(() => import('@/features/admin/admin-login-page'), q);
const AdminDashboard = page(() => import('@/features/admin/admin-dashboard-page'), q);
const Privacy = page(() => import('@/features/legal/privacy-page'));
const Terms = page(() => import('@/features/legal/terms-page'));
const ThemeDemo = page(() => import('@/features/theme-demo/theme-demo-page'));
const NotFound = page(() => import('@/features/not-found/not-found-page'));

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Layout />}>
        <Route index element={<Home />} />
        <Route path="buy" element={<Browse />} />
        <Route path="listing/:id" element={<Listing />} />
        <Route path="login" element={<Login />} />
        <Route path="sell" element={<Sell />} />
        <Route path="seller/dashboard" element={<SellerDashboard />} />
        <Route path="dashboard" element={<Dashboard />} />
        <Route path="admin/login" element={<AdminLogin />} />
        <Route path="admin/dashboard" element={<AdminDashboard />} />
        <Route path="privacy" element={<Privacy />} />
        <Route path="terms" element={<Terms />} />
        <Route path="test" element={<ThemeDemo />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
