import { RouterProvider } from 'react-router';
import { router } from '@/app/router';

// Providers (query client, theme, toasts) are added by the shell work.
export function App() {
  return <RouterProvider router={router} />;
}
