import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { proofImagesMaximum } from '@platform/contract/wallet/withdrawal';
import { Button } from '../../../components/ui/button.tsx';
import { CloseIcon, UploadIcon } from '../../../components/ui/icons.tsx';
import { addProofFiles, signatureBytes, type ProofFileProblem } from '../proof-files.ts';
import styles from './proof-picker.module.css';

interface PickedFile {
  name: string;
  size: number;
  head: Uint8Array;
  file: File;
}

async function readPicked(file: File): Promise<PickedFile> {
  const head = new Uint8Array(await file.slice(0, signatureBytes).arrayBuffer());
  return { name: file.name, size: file.size, head, file };
}

/** Picks up to three png or jpg proofs of at most 5 MB each, checked here as the server checks them. */
export function ProofPicker({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<{ name: string; problem: ProofFileProblem }[]>([]);
  const [previews, setPreviews] = useState<{ file: File; url: string }[]>([]);
  useEffect(() => {
    // Each preview address holds its file in memory until it is revoked.
    const created = files.map((file) => ({ file, url: URL.createObjectURL(file) }));
    setPreviews(created);
    return () => created.forEach((preview) => URL.revokeObjectURL(preview.url));
  }, [files]);

  const onPick = async (chosen: FileList | null) => {
    if (!chosen || chosen.length === 0) return;
    const current = await Promise.all(files.map(readPicked));
    const picked = await Promise.all([...chosen].map(readPicked));
    const result = addProofFiles(current, picked);
    setRefused(result.refused.map((item) => ({ name: item.file.name, problem: item.problem })));
    onChange(result.accepted.map((item) => item.file));
    if (input.current) input.current.value = '';
  };

  return (
    <div className={styles.picker}>
      <div className={styles.thumbnails}>
        {previews.map((preview) => (
          <figure key={preview.url} className={styles.thumbnail}>
            <img src={preview.url} alt={preview.file.name} />
            <button
              type="button"
              className={styles.remove}
              aria-label={t('wallet.proof.remove', { name: preview.file.name })}
              onClick={() => onChange(files.filter((file) => file !== preview.file))}
            >
              <CloseIcon size={14} />
            </button>
          </figure>
        ))}
        {files.length < proofImagesMaximum ? (
          <Button variant="secondary" className={styles.add} icon={<UploadIcon size={18} />} onClick={() => input.current?.click()}>
            {t('wallet.proof.add')}
          </Button>
        ) : null}
      </div>
      <input
        ref={input}
        className={styles.input}
        type="file"
        accept="image/png,image/jpeg,.png,.jpg,.jpeg"
        multiple
        aria-label={t('wallet.proof.add')}
        onChange={(event) => void onPick(event.target.files)}
      />
      <p className={styles.rules}>{t('wallet.proof.rules', { count: proofImagesMaximum })}</p>
      {refused.map((item) => (
        <p key={`${item.name}-${item.problem}`} className={styles.refused} role="alert">
          {t(`wallet.proof.problems.${item.problem}`, { name: item.name, count: proofImagesMaximum })}
        </p>
      ))}
    </div>
  );
}
