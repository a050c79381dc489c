import { RouterProvider } from 'react-router';
import { AppProvider } from './provider.tsx';
import type { createAppRouter } from './router.tsx';
import { StartupGate } from './startup-gate.tsx';

/** The player site. The router is created before the first render, so it loads the first route's chunk while the start-up calls run. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppProvider>
      <StartupGate>
        <RouterProvider router={router} />
      </StartupGate>
    </AppProvider>
  );
}
