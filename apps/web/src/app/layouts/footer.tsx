import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FacebookIcon, GoogleIcon, HeadsetIcon, MessageIcon, TelegramIcon, type IconProps } from '../../components/ui/icons.tsx';
import { Image } from '../../components/ui/image.tsx';
import { openModal } from '../../components/ui/modal/modal-store.ts';
import { helpTopicPath } from '../../config/paths.ts';
import { useHelpTopics } from '../../features/content/api/get-help-center.ts';
import { VendorStripSlot } from '../../features/lobby/components/vendor-strip-slot.tsx';
import { usePermissionInfo } from '../../features/system/api/get-permission.ts';
import { useCustomerService } from '../../features/system/hooks/use-customer-service.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import styles from './footer.module.css';

/** The social resources the footer links to, in this order, when the merchant has them (spec §2 Footer). */
const socialResources: Array<{ resourceType: string; label: string; Icon: ComponentType<IconProps> }> = [
  { resourceType: 'google', label: 'Google Play', Icon: GoogleIcon },
  { resourceType: 'facebook', label: 'Facebook', Icon: FacebookIcon },
  { resourceType: 'telegram', label: 'Telegram', Icon: TelegramIcon },
];

/** The site footer: brand, help topics, support, social links and copyright. */
export function Footer() {
  const { t } = useTranslation();
  const permission = usePermissionInfo();
  const { brand } = permission;
  const description = brand.description[currentLanguage()] ?? brand.description.pt ?? '';
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <VendorStripSlot />
        <div className={styles.columns}>
          <div className={styles.brand}>
            <div className={styles.brandName}>
              <Image className={styles.logo} src={brand.logoUrl} alt="" />
              {brand.name}
            </div>
            {description ? <p className={styles.description}>{description}</p> : null}
          </div>
          <HelpColumn />
          <SupportColumn />
          <SocialColumn resources={permission.resources} />
        </div>
        <div className={styles.bottom}>
          <span className={styles.responsible}>
            <span className={styles.adults}>18+</span>
            {t('footer.playResponsibly')}
          </span>
          <span>{t('footer.copyright', { year: new Date().getFullYear(), brand: brand.name })}</span>
        </div>
      </div>
    </footer>
  );
}

function HelpColumn() {
  const { t } = useTranslation();
  const topics = useHelpTopics();
  return (
    <nav aria-label={t('footer.help')}>
      <h2 className={styles.columnTitle}>{t('footer.help')}</h2>
      <ul className={styles.links}>
        {(topics.data ?? []).map((topic) => (
          <li key={topic.tag}>
            <Link className={styles.link} to={helpTopicPath(topic.tag)}>
              {topic.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SupportColumn() {
  const { t } = useTranslation();
  const customerService = useCustomerService();
  return (
    <div>
      <h2 className={styles.columnTitle}>{t('footer.support')}</h2>
      <ul className={styles.links}>
        {customerService.available ? (
          <li>
            <button type="button" className={styles.link} onClick={() => void customerService.open()}>
              <HeadsetIcon size={16} />
              {t('footer.customerService')}
            </button>
          </li>
        ) : null}
        <li>
          <button type="button" className={styles.link} onClick={() => openModal('feedback')}>
            <MessageIcon size={16} />
            {t('footer.feedback')}
          </button>
        </li>
      </ul>
    </div>
  );
}

function SocialColumn({ resources }: { resources: Array<{ resourceType: string; url: string }> }) {
  const { t } = useTranslation();
  const present = socialResources.flatMap((social) => {
    const resource = resources.find((candidate) => candidate.resourceType === social.resourceType && candidate.url);
    return resource ? [{ ...social, url: resource.url }] : [];
  });
  if (present.length === 0) return null;
  return (
    <div>
      <h2 className={styles.columnTitle}>{t('footer.followUs')}</h2>
      <div className={styles.social}>
        {present.map(({ resourceType, label, url, Icon }) => (
          <a key={resourceType} className={styles.socialLink} href={url} target="_blank" rel="noopener noreferrer" aria-label={label} title={label}>
            <Icon size={20} />
          </a>
        ))}
      </div>
    </div>
  );
}
