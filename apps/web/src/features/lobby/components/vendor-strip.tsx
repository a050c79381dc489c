import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Swiper as SwiperInstance } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { Image } from '../../../components/ui/image.tsx';
import { paths } from '../../../config/paths.ts';
import { useVendors, type VendorSummary } from '../api/get-vendors.ts';
import { categoryInfo } from '../game-categories.ts';
import styles from './vendor-strip.module.css';

/** The footer strip shows six vendors at a time, with arrows when there are more (spec §2, §9). */
export const vendorStripSlides = 6;

/** Where a vendor logo leads: its slots on /rng, or the page of its first category. */
function vendorPath(vendor: VendorSummary): string {
  const [firstType] = vendor.gameTypes;
  if (vendor.gameTypes.includes('RNG')) return `${paths.rng}?vassalage=${encodeURIComponent(vendor.vassalage)}`;
  return firstType ? categoryInfo[firstType].path : paths.home;
}

/** The footer's strip of vendor logos. */
export default function VendorStrip() {
  const { t } = useTranslation();
  const vendors = useVendors();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const list = vendors.data?.vendors ?? [];
  if (list.length === 0) return null;
  const arrows = list.length > vendorStripSlides;
  return (
    <section className={styles.strip} aria-label={t('lobby.vendorsLabel')}>
      {arrows ? (
        <button type="button" className={styles.arrow} onClick={() => swiper?.slidePrev()} aria-label={t('lobby.previous')}>
          <ChevronLeftIcon size={18} />
        </button>
      ) : null}
      <div className={styles.track}>
        <Swiper onSwiper={setSwiper} loop={arrows} breakpoints={{ 0: { slidesPerView: 3, spaceBetween: 8 }, 640: { slidesPerView: 4, spaceBetween: 10 }, 1000: { slidesPerView: vendorStripSlides, spaceBetween: 12 } }}>
          {list.map((vendor) => (
            <SwiperSlide key={vendor.vassalage}>
              <Link to={vendorPath(vendor)} className={styles.logo} title={vendor.name}>
                <Image className={styles.logoImage} src={vendor.logoUrl} alt={vendor.name} fromCdn />
              </Link>
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
      {arrows ? (
        <button type="button" className={styles.arrow} onClick={() => swiper?.slideNext()} aria-label={t('lobby.next')}>
          <ChevronRightIcon size={18} />
        </button>
      ) : null}
    </section>
  );
}
