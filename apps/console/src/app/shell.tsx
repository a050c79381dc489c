import { Suspense, useEffect } from 'react';
import { NavLink, Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../components/ui/brand-mark.tsx';
import { LanguageSwitch } from '../components/ui/language-switch.tsx';
import { sessionStore, useSessionState } from '../lib/session-store.ts';
import { fetchMe, logout } from '../features/auth/api/login.ts';
import { screensFor } from './screens.ts';
import { ScreenIcon } from './screen-icon.tsx';
import { useIdleLogout } from './use-idle-logout.ts';
import { ScreenErrorBoundary } from './screen-error-boundary.tsx';

const startIcon = 'M4 11l8-7 8 7v9h-5v-6H9v6H4z';

/** The signed-in frame: top bar, navigation of the screens the staff member may open, and the screen. */
export function Shell() {
  const { t } = useTranslation();
  const { session } = useSessionState();
  const location = useLocation();
  useIdleLogout(session?.idleMinutes);
  const token = session?.token;
  useEffect(() => {
    // A stored session may be gone on the server, or its permissions changed: ask once per session and page load.
    if (token) fetchMe().then(sessionStore.refresh, () => undefined);
  }, [token]);
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  const { staff } = session;

  const signOut = () => {
    logout()
      .catch(() => undefined)
      .finally(() => sessionStore.end(null));
  };

  return (
    <div className="shell">
      <header className="top-bar">
        <div className="top-brand">
          <BrandMark size={28} />
          <span>{t('shell.brand')}</span>
        </div>
        <div className="top-right">
          <div className="who" aria-label={t('shell.signedInAs')}>
            <span className="who-name">{staff.name}</span>
            <span className="tag tag-primary">{t(`roles.${staff.role}`)}</span>
          </div>
          <LanguageSwitch />
          <button type="button" className="button button-small" onClick={signOut}>
            {t('shell.logout')}
          </button>
        </div>
      </header>
      <nav className="side-nav" aria-label={t('shell.navigation')}>
        <NavLink to="/" end>
          <ScreenIcon path={startIcon} />
          <span>{t('start.title')}</span>
        </NavLink>
        {screensFor(staff).map((screen) => (
          <NavLink key={screen.path} to={`/${screen.path}`}>
            <ScreenIcon path={screen.icon} />
            <span>{t(screen.labelKey)}</span>
          </NavLink>
        ))}
      </nav>
      <main className="content">
        <ScreenErrorBoundary key={location.pathname}>
          <Suspense fallback={<p className="muted">{t('common.loading')}</p>}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </main>
    </div>
  );
}
