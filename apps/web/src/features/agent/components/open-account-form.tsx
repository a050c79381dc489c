import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { downlineKinds, type DownlineKind, type OpenDownlineValue, type RegisterCentreValue } from '@platform/contract/agent/team';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Segmented } from '../../../components/ui/segmented.tsx';
import { useOpenDownline } from '../api/open-downline.ts';
import { openAccountMessages, serverMessages, type OpenAccountField, type OpenAccountMessages } from '../open-account-rules.ts';
import { defaultPrizeGroup, prizeGroupChoices } from '../prize-groups.ts';
import { Notice, useErrorText } from './agent-parts.tsx';
import { PrizeGroupSelect } from './prize-group-select.tsx';
import styles from './agent.module.css';

/** Opens an account directly under the agent: account, password, member or agent, and prize group. */
export function OpenAccountForm({ centre }: { centre: RegisterCentreValue }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const choices = prizeGroupChoices(centre);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [kind, setKind] = useState<DownlineKind>('member');
  const [prizeGroup, setPrizeGroup] = useState<number | undefined>(() => defaultPrizeGroup(choices));
  const [messages, setMessages] = useState<OpenAccountMessages>({});
  const [opened, setOpened] = useState<OpenDownlineValue | null>(null);
  const open = useOpenDownline();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOpened(null);
    const found = openAccountMessages(
      { account, password, kind, prizeGroup },
      { accountRule: t('agent.fields.accountRule'), passwordRule: t('agent.fields.passwordRule'), prizeGroupRequired: t('agent.fields.prizeGroupRequired') },
    );
    setMessages(found);
    if (Object.keys(found).length > 0 || prizeGroup === undefined) return;
    try {
      const value = await open.mutateAsync({ account: account.trim(), password, kind, prizeGroup });
      setOpened(value);
      setAccount('');
      setPassword('');
      open.reset();
    } catch (error) {
      setMessages(serverMessages(error, errorText));
    }
  };

  const edit = (field: OpenAccountField) => {
    setMessages((current) => ({ ...current, [field]: undefined }));
    if (open.error) open.reset();
  };
  const generalError = open.error && !Object.values(serverMessages(open.error, errorText)).some(Boolean) ? errorText(open.error) : null;

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('agent.register.openAccount')}>
      {opened ? (
        <Notice tone="success">
          <span data-testid="opened-account">{t('agent.register.opened', { account: opened.account })}</span>
        </Notice>
      ) : null}
      <div className={styles.formGrid}>
        <TextField
          label={t('agent.fields.account')}
          name="account"
          autoComplete="off"
          value={account}
          maxLength={16}
          required
          hint={t('agent.fields.accountRule')}
          error={messages.account}
          onChange={(event) => {
            setAccount(event.target.value);
            edit('account');
          }}
        />
        <TextField
          label={t('agent.fields.password')}
          name="new-password"
          type="password"
          autoComplete="new-password"
          value={password}
          maxLength={20}
          required
          hint={t('agent.fields.passwordRule')}
          error={messages.password}
          onChange={(event) => {
            setPassword(event.target.value);
            edit('password');
          }}
        />
      </div>
      <div className={styles.formGrid}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('agent.fields.kind')}</legend>
          <Segmented label={t('agent.fields.kind')} options={downlineKinds.map((value) => ({ value, label: t(`agent.kinds.${value}`) }))} value={kind} onChange={setKind} />
        </fieldset>
        <PrizeGroupSelect
          choices={choices}
          value={prizeGroup}
          error={messages.prizeGroup}
          onChange={(value) => {
            setPrizeGroup(value);
            edit('prizeGroup');
          }}
        />
      </div>
      {generalError ? <Notice tone="danger">{generalError}</Notice> : null}
      <div className={styles.formActions}>
        <Button type="submit" loading={open.isPending}>
          {t('agent.register.submit')}
        </Button>
      </div>
    </form>
  );
}
