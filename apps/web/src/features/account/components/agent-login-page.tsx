import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { ClockIcon, SparklesIcon, SuccessIcon, UserIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { translationKey } from '../../../lib/translation-key.ts';
import { LoginForm } from './login-form.tsx';
import styles from './agent-login.module.css';

/** The marketing points of the agent programme, in the site's language. */
const marketingPointKeys = [
  translationKey('account.agentLogin.marketing.pointCommission'),
  translationKey('account.agentLogin.marketing.pointDashboard'),
  translationKey('account.agentLogin.marketing.pointContracts'),
  translationKey('account.agentLogin.marketing.pointSupport'),
];

/**
 * The agent login page (/agent): the programme's marketing copy, the login form for agents and the support-hours
 * note. On a phone the form comes first and the copy follows it.
 */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <section className={styles.marketing} aria-label={t('account.agentLogin.marketing.title')}>
        <span className={styles.badge}>
          <SparklesIcon size={14} />
          {t('account.agentLogin.marketing.badge')}
        </span>
        <h1 className={styles.headline}>{t('account.agentLogin.marketing.title')}</h1>
        <p className={styles.tagline}>{t('account.agentLogin.marketing.tagline')}</p>
        <ul className={styles.points}>
          {marketingPointKeys.map((key) => (
            <li key={key} className={styles.point}>
              <SuccessIcon size={18} className={styles.pointIcon} />
              {t(key)}
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.card} aria-labelledby="agent-login-title">
        <span className={styles.cardIcon}>
          <UserIcon size={24} />
        </span>
        <h2 className={styles.cardTitle} id="agent-login-title">
          {t('account.agentLogin.title')}
        </h2>
        <p className={styles.cardText}>{t('account.agentLogin.intro')}</p>
        <AgentLoginBody />
        <p className={styles.hours}>
          <ClockIcon size={16} />
          {t('account.agentLogin.supportHours')}
        </p>
      </section>
    </div>
  );
}

/** The form, or for an agent already signed in, the way into the agent centre. */
function AgentLoginBody() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedInAgent = useSessionStore((state) => state.token !== null && state.member?.isAgent === true);
  if (signedInAgent) {
    return (
      <Link to={paths.agentHome} className={buttonClassName({ size: 'large', block: true })}>
        {t('account.agentLogin.continue')}
      </Link>
    );
  }
  // Logins on the agent pages go to the agent centre (spec §4 Login).
  return <LoginForm site="agent" onDone={(outcome) => outcome === 'signedIn' && void navigate(paths.agentHome)} />;
}
