import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleScreen } from '../lib/screen.ts';
import { holds, useSessionState } from '../lib/session-store.ts';

/** A screen behind its permission: a staff member without it, arriving by a direct address, is told so. */
export function GuardedScreen({ screen }: { screen: ConsoleScreen }) {
  const { session } = useSessionState();
  if (!holds(session?.staff, screen.permission)) return <NotAllowed permission={screen.permission ?? ''} />;
  return createElement(screen.element);
}

export function NotAllowed({ permission }: { permission: string }) {
  const { t } = useTranslation();
  return (
    <section className="screen" aria-labelledby="not-allowed-title">
      <div className="notice notice-danger not-allowed" role="alert">
        <h1 id="not-allowed-title">{t('shell.notAllowed')}</h1>
        <p>{t('shell.notAllowedText')}</p>
        {permission && <code className="mono">{permission}</code>}
      </div>
    </section>
  );
}

export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="screen">
      <div className="notice notice-warning" role="alert">
        <h1>{t('shell.notFound')}</h1>
      </div>
    </section>
  );
}
