import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configureApiClient } from './lib/api-client.ts';
import { applyPortugueseVariant, currentLanguage, initI18n } from './lib/i18n.ts';
import { sessionStore } from './lib/session-store.ts';
import { router } from './app/router.tsx';
import './styles/global.css';

configureApiClient({
  token: () => sessionStore.get().session?.token ?? null,
  // Any 401 means the server no longer knows the session (idle timeout, revoked): back to the login screen.
  onSessionEnded: (code) => {
    if (sessionStore.get().session) sessionStore.end(code);
  },
  language: () => currentLanguage(),
});

/** The merchant's Portuguese (Brazilian or European), read from the site's public configuration when it answers. */
async function merchantPortuguese(): Promise<void> {
  try {
    const response = await fetch('/wps/system/permission', { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(2_000) });
    const envelope = (await response.json()) as { value?: { portugueseVariant?: unknown } };
    const variant = envelope.value?.portugueseVariant;
    if (variant === 'pt-PT' || variant === 'pt-BR') await applyPortugueseVariant(variant);
  } catch {
    // Brazilian Portuguese stays.
  }
}

await initI18n();
await merchantPortuguese();

const root = document.getElementById('root');
if (!root) throw new Error('the page has no #root');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
