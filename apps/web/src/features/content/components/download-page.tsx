import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';
import { DownloadIcon } from '../../../components/ui/icons.tsx';
import { translationKey } from '../../../lib/translation-key.ts';
import styles from './download.module.css';

interface DownloadPageProps {
  brandName: string;
  /** The address the QR code opens: the site itself. */
  siteUrl: string;
  androidUrl: string | undefined;
  iosUrl: string | undefined;
}

/** Install steps of each platform, in order. */
const guides = [
  {
    key: 'android',
    titleKey: translationKey('content.download.androidTitle'),
    steps: [translationKey('content.download.androidStep1'), translationKey('content.download.androidStep2'), translationKey('content.download.androidStep3'), translationKey('content.download.androidStep4')],
  },
  {
    key: 'ios',
    titleKey: translationKey('content.download.iosTitle'),
    steps: [translationKey('content.download.iosStep1'), translationKey('content.download.iosStep2'), translationKey('content.download.iosStep3'), translationKey('content.download.iosStep4')],
  },
] as const;

/** A QR code of an address as a data URL, drawn in the browser. */
function useQrCode(url: string): string | null {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(url, { margin: 1, width: 360, errorCorrectionLevel: 'M', color: { dark: '#0d0a1f', light: '#ffffff' } })
      .then((value) => current && setDataUrl(value))
      .catch(() => current && setDataUrl(null));
    return () => {
      current = false;
    };
  }, [url]);
  return dataUrl;
}

/** /down: the app download page, with a QR code of the site and install guides for Android and iOS. */
export function DownloadPage({ brandName, siteUrl, androidUrl, iosUrl }: DownloadPageProps) {
  const { t } = useTranslation();
  const qrCode = useQrCode(siteUrl);
  const links = { android: androidUrl, ios: iosUrl };
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <div className={styles.heroText}>
          <h1 className={styles.title}>{t('content.download.title', { brand: brandName })}</h1>
          <p className={styles.subtitle}>{t('content.download.subtitle')}</p>
          <div className={styles.buttons}>
            {androidUrl ? (
              <a className={styles.store} href={androidUrl} target="_blank" rel="noopener noreferrer">
                <DownloadIcon size={18} />
                {t('content.download.android')}
              </a>
            ) : null}
            {iosUrl ? (
              <a className={styles.store} href={iosUrl} target="_blank" rel="noopener noreferrer">
                <DownloadIcon size={18} />
                {t('content.download.ios')}
              </a>
            ) : null}
          </div>
        </div>
        <figure className={styles.qr}>
          {qrCode ? <img src={qrCode} alt={t('content.download.qrAlt', { url: siteUrl })} width={180} height={180} /> : <span className={styles.qrPlaceholder} />}
          <figcaption>{t('content.download.scan')}</figcaption>
        </figure>
      </section>
      <div className={styles.guides}>
        {guides.map((guide) => (
          <section key={guide.key} className={styles.guide} aria-labelledby={`guide-${guide.key}`}>
            <h2 className={styles.guideTitle} id={`guide-${guide.key}`}>
              {t(guide.titleKey)}
            </h2>
            <ol className={styles.steps}>
              {guide.steps.map((step, index) => (
                <li key={step}>
                  <span className={styles.stepNumber}>{index + 1}</span>
                  {t(step)}
                </li>
              ))}
            </ol>
            {links[guide.key] ? null : <p className={styles.note}>{t('content.download.soon')}</p>}
          </section>
        ))}
      </div>
    </div>
  );
}
