import { createBrowserRouter, RouterProvider } from 'react-router';
import { paths } from '@/config/paths';
import { setSessionExpiredHandler } from '@/lib/api-client';
import { routes } from './routes';

export const router = createBrowserRouter(routes);

// A refresh that fails mid-session sends the user to sign in without reloading the app.
setSessionExpiredHandler(() => void router.navigate(paths.signIn, { replace: true }));

export function AppRouter() {
  return <RouterProvider router={router} />;
}
