import { useLoaderStore } from './loader-store.ts';
import { Spinner } from './spinner.tsx';
import styles from './full-page-loader.module.css';

/** Covers the page while the loader store says so. */
export function FullPageLoader() {
  const visible = useLoaderStore((state) => state.visible);
  if (!visible) return null;
  return (
    <div className={styles.overlay} aria-live="polite" aria-busy="true">
      <Spinner sizePx={56} />
    </div>
  );
}
