import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { staffActions, staffAreas } from '@platform/contract/staff/staff';
import { useSessionState } from '../lib/session-store.ts';
import { screensFor } from './screens.ts';
import { ScreenIcon } from './screen-icon.tsx';

/** After login: who is signed in, the screens they can open, and what their permissions allow per area. */
export function StartPage() {
  const { t } = useTranslation();
  const { session } = useSessionState();
  if (!session) return null;
  const { staff } = session;
  const held = new Set<string>(staff.permissions);

  return (
    <section className="screen" aria-labelledby="start-title">
      <header className="screen-header">
        <div>
          <h1 id="start-title">{t('start.greeting', { name: staff.name })}</h1>
          <p className="muted">
            {t(`roles.${staff.role}`)} · {staff.email}
          </p>
        </div>
      </header>
      <h2 className="section-title">{t('start.screens')}</h2>
      <div className="card-grid">
        {screensFor(staff).map((screen) => (
          <Link key={screen.path} to={`/${screen.path}`} className="screen-card">
            <ScreenIcon path={screen.icon} size={22} />
            <strong>{t(screen.labelKey)}</strong>
            <span className="muted">{t(screen.descriptionKey)}</span>
          </Link>
        ))}
      </div>
      <h2 className="section-title">{t('start.permissions')}</h2>
      <div className="table-frame permission-frame">
        <table className="data-table permission-table" aria-label={t('start.permissions')}>
          <thead>
            <tr>
              <th>{t('start.area')}</th>
              {staffActions.map((action) => (
                <th key={action}>{t(`actions.${action}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {staffAreas.map((area) => (
              <tr key={area}>
                <td>{t(`areas.${area}`)}</td>
                {staffActions.map((action) => {
                  const allowed = held.has(`${area}.${action}`);
                  return (
                    <td key={action} className={allowed ? 'allowed' : 'denied'} aria-label={allowed ? t('start.allowed') : t('start.denied')}>
                      {allowed ? '●' : '·'}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
