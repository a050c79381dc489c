import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.css';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import { initI18n } from './lib/i18n.ts';
import { adoptTokenFromAddress } from './lib/session-store.ts';

async function start(): Promise<void> {
  // The token must be in the session before the router's guards run.
  const cleaned = adoptTokenFromAddress(new URL(window.location.href));
  if (cleaned) window.history.replaceState(window.history.state, '', cleaned.href);
  await initI18n();
  const router = createAppRouter();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void start();
