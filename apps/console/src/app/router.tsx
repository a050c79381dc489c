import { createBrowserRouter, Navigate, useLocation } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { useSessionState } from '../lib/session-store.ts';
import { Shell } from './shell.tsx';
import { StartPage } from './start-page.tsx';
import { GuardedScreen, NotFound } from './guarded-screen.tsx';
import { screens } from './screens.ts';

/** The login screen, or where the staff member was going once they are signed in. */
function LoginRoute() {
  const { session } = useSessionState();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  if (session) return <Navigate to={from && from !== '/login' ? from : '/'} replace />;
  return <LoginPage />;
}

/** Every route lives under /console/; each registered screen is a route behind its permission. */
export const router = createBrowserRouter(
  [
    { path: '/login', element: <LoginRoute /> },
    {
      path: '/',
      element: <Shell />,
      children: [
        { index: true, element: <StartPage /> },
        ...screens.map((screen) => ({ path: screen.path, element: <GuardedScreen screen={screen} /> })),
        { path: '*', element: <NotFound /> },
      ],
    },
  ],
  { basename: '/console' },
);
