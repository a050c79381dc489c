import { useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorScreen } from '../../../components/ui/error-screen.tsx';
import { KeyIcon, LockIcon, MailIcon, PhoneIcon, QrCodeIcon, ShieldIcon, UserIcon, type IconProps } from '../../../components/ui/icons.tsx';
import { openModal } from '../../../components/ui/modal/modal-store.ts';
import { CentredSpinner } from '../../../components/ui/spinner.tsx';
import { useSecurityOverview, type SecurityOverview } from '../api/get-security-overview.ts';
import { AuthenticatorForm } from './authenticator-form.tsx';
import { RealNameForm } from './real-name-form.tsx';
import { BindEmailForm, BindMobileForm, ChangePaymentPasswordForm, SetPaymentPasswordForm } from './security-forms.tsx';
import styles from './security-center.module.css';

type SectionName = 'realName' | 'paymentPassword' | 'mobile' | 'email' | 'authenticator';
/** `?open=<section>` (see securitySectionPath; the withdrawal page links to the real name) opens that form on arrival. */
const sectionNames: readonly string[] = ['realName', 'paymentPassword', 'mobile', 'email', 'authenticator'];

/**
 * The security centre (/member/securityCenter): change the login password, set or change the payment password,
 * bind a mobile number and an e-mail (the login password is asked again), bind an authenticator app, and set the
 * real name once (payout accounts must carry it; the operator corrects it later).
 */
export function Component() {
  const { t } = useTranslation();
  const overview = useSecurityOverview();
  if (overview.isPending) return <CentredSpinner />;
  if (overview.isError) return <ErrorScreen error={overview.error} onRetry={() => void overview.refetch()} compact />;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <span className={styles.headerIcon}>
          <ShieldIcon size={26} />
        </span>
        <div>
          <h1 className={styles.title}>{t('account.memberCentre.pages.securityCenter')}</h1>
          <p className={styles.subtitle}>{t('account.security.intro')}</p>
        </div>
        <SecurityLevel overview={overview.data} />
      </header>
      <SecuritySections overview={overview.data} />
    </div>
  );
}

/** How many of the four protections are in place, as a bar. */
function SecurityLevel({ overview }: { overview: SecurityOverview }) {
  const { t } = useTranslation();
  const done = [overview.hasPaymentPassword, overview.mobile !== null, overview.email !== null, overview.authenticatorBound].filter(Boolean).length;
  return (
    <div className={styles.level} aria-label={t('account.security.level', { done, total: 4 })}>
      <span className={styles.levelText}>{t('account.security.level', { done, total: 4 })}</span>
      <span className={styles.levelBar}>
        <span className={styles.levelFill} style={{ width: `${(done / 4) * 100}%` }} />
      </span>
    </div>
  );
}

function SecuritySections({ overview }: { overview: SecurityOverview }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('open');
  const [open, setOpen] = useState<SectionName | null>(() =>
    requested && sectionNames.includes(requested) && !(requested === 'realName' && overview.realName !== null) ? (requested as SectionName) : null,
  );
  const toggle = (name: SectionName) => setOpen((current) => (current === name ? null : name));
  const close = () => setOpen(null);
  return (
    <div className={styles.sections}>
      <SecuritySection Icon={LockIcon} title={t('account.security.loginPassword.title')} status={t('account.security.loginPassword.status')} done>
        <Button variant="secondary" size="small" onClick={() => openModal('changePassword')}>
          {t('account.security.change')}
        </Button>
      </SecuritySection>
      <SecuritySection
        Icon={UserIcon}
        title={t('account.security.realName.title')}
        status={overview.realName ?? t('account.security.realName.unset')}
        done={overview.realName !== null}
        form={open === 'realName' ? <RealNameForm onDone={close} /> : null}
      >
        {overview.realName === null ? <ToggleButton open={open === 'realName'} onClick={() => toggle('realName')} label={t('account.security.set')} /> : null}
      </SecuritySection>
      <SecuritySection
        Icon={KeyIcon}
        title={t('account.security.paymentPassword.title')}
        status={t(overview.hasPaymentPassword ? 'account.security.paymentPassword.set' : 'account.security.paymentPassword.unset')}
        done={overview.hasPaymentPassword}
        form={open === 'paymentPassword' ? overview.hasPaymentPassword ? <ChangePaymentPasswordForm onDone={close} /> : <SetPaymentPasswordForm onDone={close} /> : null}
      >
        <ToggleButton open={open === 'paymentPassword'} onClick={() => toggle('paymentPassword')} label={t(overview.hasPaymentPassword ? 'account.security.change' : 'account.security.set')} />
      </SecuritySection>
      <SecuritySection
        Icon={PhoneIcon}
        title={t('account.security.mobile.title')}
        status={overview.mobile ?? t('account.security.notBound')}
        done={overview.mobile !== null}
        form={open === 'mobile' ? <BindMobileForm onDone={close} /> : null}
      >
        <ToggleButton open={open === 'mobile'} onClick={() => toggle('mobile')} label={t(overview.mobile ? 'account.security.change' : 'account.security.bind')} />
      </SecuritySection>
      <SecuritySection
        Icon={MailIcon}
        title={t('account.security.email.title')}
        status={overview.email ?? t('account.security.notBound')}
        done={overview.email !== null}
        form={open === 'email' ? <BindEmailForm onDone={close} /> : null}
      >
        <ToggleButton open={open === 'email'} onClick={() => toggle('email')} label={t(overview.email ? 'account.security.change' : 'account.security.bind')} />
      </SecuritySection>
      <SecuritySection
        Icon={QrCodeIcon}
        title={t('account.security.authenticator.title')}
        status={t(overview.authenticatorBound ? 'account.security.authenticator.bound' : 'account.security.authenticator.unbound')}
        done={overview.authenticatorBound}
        form={open === 'authenticator' ? <AuthenticatorForm onDone={close} /> : null}
      >
        {overview.authenticatorBound ? null : (
          <ToggleButton open={open === 'authenticator'} onClick={() => toggle('authenticator')} label={t('account.security.bind')} />
        )}
      </SecuritySection>
    </div>
  );
}

function ToggleButton({ open, onClick, label }: { open: boolean; onClick: () => void; label: string }) {
  const { t } = useTranslation();
  return (
    <Button variant={open ? 'ghost' : 'secondary'} size="small" onClick={onClick} aria-expanded={open}>
      {open ? t('common.cancel') : label}
    </Button>
  );
}

/** One protection: its icon, name and state, its action, and its form when open. */
function SecuritySection({
  Icon,
  title,
  status,
  done,
  form,
  children,
}: {
  Icon: ComponentType<IconProps>;
  title: string;
  status: string;
  done: boolean;
  form?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className={[styles.section, form ? styles.sectionOpen : ''].join(' ')} aria-label={title}>
      <div className={styles.sectionRow}>
        <span className={[styles.sectionIcon, done ? styles.sectionDone : ''].join(' ')}>
          <Icon size={20} />
        </span>
        <div className={styles.sectionText}>
          <h2 className={styles.sectionTitle}>{title}</h2>
          <p className={styles.sectionStatus}>{status}</p>
        </div>
        <div className={styles.sectionAction}>{children}</div>
      </div>
      {form ? <div className={styles.sectionForm}>{form}</div> : null}
    </section>
  );
}
