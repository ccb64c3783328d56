import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from '@/app/layout';

// Every area is a lazy route: buyers never download seller or admin code.
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    children: [
      { index: true, lazy: page(() => import('@/features/home/home-page')) },
      { path: 'buy', lazy: page(() => import('@/features/browse/browse-page')) },
      { path: 'listing/:id', lazy: page(() => import('@/features/listing/listing-page')) },
      { path: 'login', lazy: page(() => import('@/features/auth/login-page')) },
      { path: 'sell', lazy: page(() => import('@/features/sell/sell-page')) },
      { path: 'seller/dashboard', lazy: page(() => import('@/features/seller/seller-dashboard-page')) },
      { path: 'dashboard', lazy: page(() => import('@/features/dashboard/dashboard-page')) },
      { path: 'admin/login', lazy: page(() => import('@/features/admin/admin-login-page')) },
      { path: 'admin/dashboard', lazy: page(() => import('@/features/admin/admin-dashboard-page')) },
      { path: 'privacy', lazy: page(() => import('@/features/legal/privacy-page')) },
      { path: 'terms', lazy: page(() => import('@/features/legal/terms-page')) },
      { path: 'test', lazy: page(() => import('@/features/theme-demo/theme-demo-page')) },
      { path: '*', lazy: page(() => import('@/features/not-found/not-found-page')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
