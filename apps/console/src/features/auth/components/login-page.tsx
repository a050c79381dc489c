import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffLoginChallenge, StaffSessionStart } from '@platform/contract/staff/staff';
import { sessionStore, useSessionState } from '../../../lib/session-store.ts';
import { BrandMark } from '../../../components/ui/brand-mark.tsx';
import { LanguageSwitch } from '../../../components/ui/language-switch.tsx';
import { PasswordStep } from './password-step.tsx';
import { CodeStep } from './code-step.tsx';
import { BackupCodesStep } from './backup-codes-step.tsx';
import styles from './login-page.module.css';

type Step = { name: 'password' } | { name: 'code'; challenge: StaffLoginChallenge } | { name: 'backup'; start: StaffSessionStart };

/** The two-step staff login: e-mail and password, then the authenticator code (enrolling one first if needed). */
export function LoginPage() {
  const { t } = useTranslation();
  const { endReason } = useSessionState();
  const [step, setStep] = useState<Step>({ name: 'password' });

  const open = (start: StaffSessionStart) => sessionStore.begin({ token: start.token, idleMinutes: start.idleMinutes, staff: start.staff });
  const wide = step.name !== 'password';

  return (
    <main className={styles.page}>
      <div className={styles.corner}>
        <LanguageSwitch />
      </div>
      <section className={`${styles.card} ${wide ? styles.wide : ''}`} aria-labelledby="login-title">
        <header className={styles.header}>
          <BrandMark />
          <div>
            <h1 id="login-title">{t('login.title')}</h1>
            <p className={styles.subtitle}>{t(`login.subtitle.${step.name}`)}</p>
          </div>
        </header>
        {endReason && step.name === 'password' && (
          <p className="notice notice-warning" role="status">
            {t(endReason === 'idle' ? 'login.endedIdle' : `errors.${endReason}`, { defaultValue: t('errors.staff_session_expired') })}
          </p>
        )}
        {step.name === 'password' && (
          <PasswordStep
            onChallenge={(challenge) => {
              sessionStore.clearReason();
              setStep({ name: 'code', challenge });
            }}
          />
        )}
        {step.name === 'code' && (
          <CodeStep
            challenge={step.challenge}
            onRestart={() => setStep({ name: 'password' })}
            onSession={(start) => (start.backupCodes && start.backupCodes.length > 0 ? setStep({ name: 'backup', start }) : open(start))}
          />
        )}
        {step.name === 'backup' && <BackupCodesStep codes={step.start.backupCodes ?? []} onConfirmed={() => open(step.start)} />}
      </section>
    </main>
  );
}
