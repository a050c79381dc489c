import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Image } from '../../../components/ui/image.tsx';
import { CentredSpinner } from '../../../components/ui/spinner.tsx';
import { chooseAvatar, useAvatar } from '../api/avatar.ts';
import styles from './member-popup.module.css';

/** The avatars the merchant offers; choosing one saves it and refreshes member info. */
export function AvatarPicker({ onChosen }: { onChosen: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const avatars = useAvatar(true);
  const [saving, setSaving] = useState<string | null>(null);
  if (!avatars.data) return <CentredSpinner sizePx={24} />;
  const choose = async (avatarId: string) => {
    setSaving(avatarId);
    try {
      await chooseAvatar(avatarId);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['account', 'member-info'] }),
        queryClient.invalidateQueries({ queryKey: ['account', 'avatar'] }),
      ]);
      onChosen();
    } finally {
      setSaving(null);
    }
  };
  return (
    <div className={styles.avatars} role="listbox" aria-label={t('account.avatar.choose')}>
      {avatars.data.choices.map((choice) => (
        <button
          key={choice.avatarId}
          type="button"
          role="option"
          aria-selected={choice.avatarId === avatars.data.avatarId}
          className={[styles.avatarChoice, choice.avatarId === avatars.data.avatarId ? styles.avatarChosen : ''].join(' ')}
          disabled={saving !== null}
          onClick={() => void choose(choice.avatarId)}
        >
          <Image src={choice.url} alt="" fallback="avatar" />
        </button>
      ))}
    </div>
  );
}
