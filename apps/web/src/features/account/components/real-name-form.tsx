import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { realNameProblem, tidyRealName } from '@platform/contract/account/real-name';
import { setRealName } from '../api/set-real-name.ts';
import { useSecurityForm } from '../hooks/use-security-form.ts';
import { translationKey } from '../../../lib/translation-key.ts';
import { AccountField } from './account-field.tsx';
import { SecurityForm } from './security-forms.tsx';
import styles from './account-forms.module.css';

const problemKeys = {
  required: translationKey('account.security.realName.problems.required'),
  length: translationKey('account.security.realName.problems.length'),
  characters: translationKey('account.security.realName.problems.characters'),
  two_words: translationKey('account.security.realName.problems.two_words'),
} as const;

/** Sets the member's real name once: the name payout accounts must carry. */
export function RealNameForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const state = useSecurityForm(
    { realName: '' },
    {
      check: (values) => {
        const problem = realNameProblem(values.realName);
        return problem ? { realName: t(problemKeys[problem]) } : {};
      },
      send: async (values) => {
        await setRealName({ realName: tidyRealName(values.realName) });
        // The withdrawal page asks for the name before a payout account can be added.
        await queryClient.invalidateQueries({ queryKey: ['wallet'] });
      },
      doneKey: translationKey('account.security.realName.setDone'),
      onDone,
    },
  );
  const { form } = state;
  return (
    <SecurityForm onSubmit={state.submit} error={state.error} submitting={state.submitting} submitLabel={t('account.security.save')}>
      <AccountField
        className={styles.wide}
        label={t('account.security.realName.field')}
        hint={t('account.security.realName.hint')}
        autoComplete="name"
        maxLength={100}
        required
        error={form.errors.realName}
        {...form.bind('realName')}
      />
    </SecurityForm>
  );
}
