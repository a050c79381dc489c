import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { SparklesIcon } from '../../../components/ui/icons.tsx';
import { hideLoader, showLoader } from '../../../components/ui/loader-store.ts';
import type { ModalBodyProps } from '../../../components/ui/modal/modal-host.tsx';
import { openModal } from '../../../components/ui/modal/modal-store.ts';
import { showDialog } from '../../../components/ui/dialog/dialog-store.ts';
import { paths } from '../../../config/paths.ts';
import { escapeHtml } from '../../../lib/sanitize-html.ts';
import { freePlayLogin } from '../api/free-play-login.ts';
import { useErrorTexts } from '../hooks/use-error-texts.ts';
import { completeLogin, type LoginOutcome } from '../session-flow.ts';
import { LoginForm } from './login-form.tsx';
import styles from './account-forms.module.css';

export interface LoginModalBodyProps extends ModalBodyProps<'login'> {
  /** White-label FREE_PLAY: trial accounts may be started from the login modal. */
  freePlay: boolean;
  /** White-label MOBILE_CODE_LOGIN: members may log in with an sms code. */
  smsLogin: boolean;
}

/** The login modal (spec §2, §4 Login): the login form, the forgotten-password and register links, free play. */
export function LoginModalBody({ props, close, freePlay, smsLogin }: LoginModalBodyProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onDone = (outcome: LoginOutcome) => {
    close();
    if (outcome === 'signedIn' && props.redirectTo) void navigate(props.redirectTo);
  };
  const switchTo = (name: 'register' | 'forgotPassword') => {
    close();
    openModal(name);
  };
  return (
    <div className={styles.form}>
      <LoginForm
        site="player"
        smsLogin={smsLogin}
        onDone={onDone}
        extras={
          <button type="button" className={styles.link} onClick={() => switchTo('forgotPassword')}>
            {t('account.login.forgot')}
          </button>
        }
      />
      {freePlay ? <FreePlayButton onDone={close} /> : null}
      <p className={styles.footer}>
        {t('account.login.noAccount')}{' '}
        <button type="button" className={styles.link} onClick={() => switchTo('register')}>
          {t('account.login.registerNow')}
        </button>
      </p>
    </div>
  );
}

/** Starts a trial account and signs it in (spec §7 free-play login). */
function FreePlayButton({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { describe } = useErrorTexts();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const start = async () => {
    setStarting(true);
    showLoader();
    try {
      await completeLogin(await freePlayLogin());
      onDone();
      void navigate(paths.home);
    } catch (error) {
      void showDialog({ icon: 'error', title: t('account.freePlay.failed'), html: escapeHtml(describe(error)) });
    } finally {
      hideLoader();
      setStarting(false);
    }
  };
  return (
    <>
      <div className={styles.divider}>{t('account.login.or')}</div>
      <Button variant="accent" size="large" block loading={starting} icon={<SparklesIcon size={18} />} onClick={() => void start()}>
        {t('account.freePlay.start')}
      </Button>
    </>
  );
}
