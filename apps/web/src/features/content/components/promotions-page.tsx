import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { PromotionSummary } from '@platform/contract';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorScreen } from '../../../components/ui/error-screen.tsx';
import { ChevronLeftIcon, GiftIcon } from '../../../components/ui/icons.tsx';
import { Image } from '../../../components/ui/image.tsx';
import { CentredSpinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';
import { usePromotion, usePromotions } from '../api/get-promotions.ts';
import styles from './promotions.module.css';

/** The promotion id of the address hash (#12), if it names one. */
export function promotionIdOfHash(hash: string): number | null {
  const id = Number(hash.replace(/^#/, ''));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The date a promotion runs until, or null when it has no end. */
function period(promotion: PromotionSummary, language: string): string {
  const format = (value: string) => new Date(value).toLocaleDateString(language, { day: '2-digit', month: 'short', year: 'numeric' });
  return promotion.endTime ? `${format(promotion.startTime)} – ${format(promotion.endTime)}` : format(promotion.startTime);
}

/** /promotions: the list of promotions; the hash names the one shown in detail (spec §2). */
export function PromotionsPage() {
  const { hash } = useLocation();
  const id = promotionIdOfHash(hash);
  return id === null ? <PromotionList /> : <PromotionDetailView id={id} />;
}

function PromotionList() {
  const { t, i18n } = useTranslation();
  const promotions = usePromotions();
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <span className={styles.heroIcon}>
          <GiftIcon size={26} />
        </span>
        <div>
          <h1 className={styles.title}>{t('content.promotions.title')}</h1>
          <p className={styles.subtitle}>{t('content.promotions.subtitle')}</p>
        </div>
      </header>
      {promotions.isPending ? <CentredSpinner /> : null}
      {promotions.isError ? <ErrorScreen error={promotions.error} onRetry={() => void promotions.refetch()} compact /> : null}
      {promotions.data?.list.length === 0 ? <EmptyState icon={<GiftIcon size={28} />} title={t('content.promotions.empty')} /> : null}
      <ul className={styles.grid}>
        {(promotions.data?.list ?? []).map((promotion) => (
          <li key={promotion.id}>
            <Link to={{ hash: String(promotion.id) }} className={styles.card}>
              <Image className={styles.cardImage} src={promotion.imageUrl} alt="" fromCdn />
              <span className={styles.cardBody}>
                <span className={[styles.status, promotion.status === 'ONGOING' ? styles.ongoing : styles.upcoming].join(' ')}>
                  {t(promotion.status === 'ONGOING' ? 'content.promotions.ongoing' : 'content.promotions.upcoming')}
                </span>
                <span className={styles.cardTitle}>{promotion.title}</span>
                <span className={styles.cardSummary}>{promotion.summary}</span>
                <span className={styles.cardPeriod}>{period(promotion, i18n.language)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PromotionDetailView({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const promotion = usePromotion(id);
  const html = useMemo(() => (promotion.data ? sanitizeHtml(promotion.data.content) : ''), [promotion.data]);
  return (
    <div className={styles.page}>
      <Link to={paths.promotions} className={styles.back}>
        <ChevronLeftIcon size={18} />
        {t('content.promotions.back')}
      </Link>
      {promotion.isPending ? <CentredSpinner /> : null}
      {promotion.isError ? <ErrorScreen error={promotion.error} onRetry={() => void promotion.refetch()} compact /> : null}
      {promotion.data ? (
        <article className={styles.detail} id={String(id)}>
          <Image className={styles.detailImage} src={promotion.data.imageUrl} alt="" fromCdn loading="eager" />
          <div className={styles.detailBody}>
            <span className={styles.cardPeriod}>{period(promotion.data, i18n.language)}</span>
            <h1 className={styles.title}>{promotion.data.title}</h1>
            <p className={styles.subtitle}>{promotion.data.summary}</p>
            <div className={styles.content} dangerouslySetInnerHTML={{ __html: html }} />
          </div>
        </article>
      ) : null}
    </div>
  );
}
