import { Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { modalSizes, modalTitleKeys, type ModalName, type ModalPropsMap } from '../../../config/modals.ts';
import { ErrorBoundary } from '../error-boundary.tsx';
import { ErrorScreen } from '../error-screen.tsx';
import { CloseIcon } from '../icons.tsx';
import { CentredSpinner } from '../spinner.tsx';
import { useModalStore, type OpenModal } from './modal-store.ts';
import styles from './modal.module.css';

/** What a modal body receives: the props it was opened with and a way to close itself. */
export interface ModalBodyProps<Name extends ModalName> {
  props: ModalPropsMap[Name];
  close: () => void;
}

export type ModalRegistry = {
  [Name in ModalName]: LazyExoticComponent<ComponentType<ModalBodyProps<Name>>>;
};

/** Renders the open modals in fixed-size frames, each body loaded on demand from the registry. */
export function ModalHost({ registry }: { registry: ModalRegistry }) {
  const stack = useModalStore((state) => state.stack);
  const closeModal = useModalStore((state) => state.closeModal);
  useEffect(() => {
    if (stack.length === 0) return undefined;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeModal();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = previousOverflow;
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [stack.length, closeModal]);
  return (
    <>
      {stack.map((open) => (
        <ModalFrame key={open.name} open={open} registry={registry} onClose={() => closeModal(open.name)} />
      ))}
    </>
  );
}

function ModalFrame({ open, registry, onClose }: { open: OpenModal; registry: ModalRegistry; onClose: () => void }) {
  const { t } = useTranslation();
  const size = modalSizes[open.name];
  const Body = registry[open.name] as LazyExoticComponent<ComponentType<ModalBodyProps<typeof open.name>>>;
  const titleId = `modal-title-${open.name}`;
  return (
    <div
      className={styles.cover}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        className={[styles.modal, size.heightPx ? styles.tall : ''].join(' ')}
        style={{ width: size.widthPx, height: size.heightPx }}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <header className={styles.header}>
          <h2 className={styles.title} id={titleId}>
            {t(modalTitleKeys[open.name])}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('common.close')}>
            <CloseIcon size={18} />
          </button>
        </header>
        <div className={styles.body}>
          <ErrorBoundary fallback={(error, reset) => <ErrorScreen error={error} onRetry={reset} compact />}>
            <Suspense fallback={<CentredSpinner />}>
              <Body props={open.props} close={onClose} />
            </Suspense>
          </ErrorBoundary>
        </div>
      </div>
    </div>
  );
}
