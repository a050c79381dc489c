import { Image } from '../../../components/ui/image.tsx';
import styles from './site-status-page.module.css';

/** The brand mark above a full-page status card, when the brand is known. */
export function SiteBrand({ name, logoUrl }: { name?: string; logoUrl?: string }) {
  if (!name) return null;
  return (
    <div className={styles.brand}>
      <Image className={styles.logo} src={logoUrl} alt="" loading="eager" />
      <span>{name}</span>
    </div>
  );
}
