import { useEffect, useRef } from 'react';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';
import { Button } from '../button.tsx';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icons.tsx';
import { settleDialog, useDialogStore, type DialogIcon, type OpenDialog } from './dialog-store.ts';
import styles from './dialog.module.css';

const iconComponents = { success: SuccessIcon, error: ErrorIcon, warning: WarningIcon, info: InfoIcon } satisfies Record<
  DialogIcon,
  unknown
>;

/** Renders the open dialogs; the newest is on top. */
export function DialogHost() {
  const dialogs = useDialogStore((state) => state.dialogs);
  return (
    <>
      {dialogs.map((dialog) => (
        <DialogView key={dialog.id} dialog={dialog} />
      ))}
    </>
  );
}

function DialogView({ dialog }: { dialog: OpenDialog }) {
  const firstButton = useRef<HTMLDivElement>(null);
  useEffect(() => {
    firstButton.current?.querySelector('button')?.focus();
  }, []);
  const Icon = dialog.icon ? iconComponents[dialog.icon] : null;
  const titleId = `dialog-title-${dialog.id}`;
  return (
    <div
      className={styles.cover}
      onClick={(event) => {
        if (event.target === event.currentTarget && dialog.coverClickCloses) settleDialog(dialog.id, null);
      }}
    >
      <div className={styles.dialog} role="alertdialog" aria-modal="true" aria-labelledby={dialog.title ? titleId : undefined}>
        {Icon && dialog.icon ? (
          <div className={`${styles.icon} ${styles[dialog.icon]}`}>
            <Icon size={34} />
          </div>
        ) : null}
        {dialog.title ? (
          <h2 className={styles.title} id={titleId}>
            {dialog.title}
          </h2>
        ) : null}
        {dialog.html ? <div className={styles.body} dangerouslySetInnerHTML={{ __html: sanitizeHtml(dialog.html) }} /> : null}
        <div className={styles.buttons} ref={firstButton}>
          {dialog.buttons.map((button, index) => (
            <Button key={`${button.label}-${index}`} variant={button.variant ?? 'primary'} onClick={() => settleDialog(dialog.id, button)}>
              {button.label}
            </Button>
          ))}
        </div>
      </div>
    </div>
  );
}
