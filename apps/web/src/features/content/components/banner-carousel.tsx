import { useNavigate } from 'react-router';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import type { Banner } from '@platform/contract';
import { Image } from '../../../components/ui/image.tsx';
import { paths } from '../../../config/paths.ts';
import { useBanners } from '../api/get-banners.ts';
import styles from './banner-carousel.module.css';

/** Spec §9: 2.5 slides, 5 s autoplay, 1 s transition, looping when there is more than one banner. */
export const bannerCarouselSettings = { slidesPerView: 2.5, autoplayDelayMs: 5_000, speedMs: 1_000 } as const;

/** A loop needs more slides than are on screen; a short list is repeated until it has enough. */
const loopSlidesMin = 6;

export function loopedBanners(banners: readonly Banner[]): Banner[] {
  if (banners.length < 2) return [...banners];
  const copies = Math.ceil(loopSlidesMin / banners.length);
  return Array.from({ length: copies }, () => banners).flat();
}

interface BannerCarouselProps {
  /** Starts a game named by a banner (a GAME linkage). */
  onOpenGame: (nodeId: number) => void;
}

/** The home banner carousel; a banner opens its promotion, route, address or game. */
export default function BannerCarousel({ onOpenGame }: BannerCarouselProps) {
  const banners = useBanners('w_home');
  const navigate = useNavigate();
  const list = banners.data ?? [];
  if (banners.isPending) return <div className={styles.placeholder} aria-hidden="true" />;
  if (list.length === 0) return null;
  const loop = list.length > 1;
  const open = (banner: Banner) => {
    switch (banner.linkageType) {
      case 'PROMOTION':
        return void navigate(`${paths.promotions}#${encodeURIComponent(banner.linkageValue)}`);
      case 'ROUTE':
        return banner.linkageValue.startsWith('/') && !banner.linkageValue.startsWith('//') ? void navigate(banner.linkageValue) : undefined;
      case 'URL':
        return /^https?:\/\//i.test(banner.linkageValue) ? void window.open(banner.linkageValue, '_blank', 'noopener,noreferrer') : undefined;
      case 'GAME':
        return Number.isSafeInteger(Number(banner.linkageValue)) ? onOpenGame(Number(banner.linkageValue)) : undefined;
      case 'NONE':
        return undefined;
    }
  };
  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={list[0]?.title}>
      <Swiper
        modules={[Autoplay]}
        loop={loop}
        speed={bannerCarouselSettings.speedMs}
        autoplay={loop ? { delay: bannerCarouselSettings.autoplayDelayMs, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        breakpoints={{ 0: { slidesPerView: 1.15, spaceBetween: 10 }, 700: { slidesPerView: 2, spaceBetween: 12 }, 1100: { slidesPerView: bannerCarouselSettings.slidesPerView, spaceBetween: 14 } }}
      >
        {(loop ? loopedBanners(list) : list).map((banner, index) => (
          <SwiperSlide key={`${banner.id}-${index}`}>
            <button type="button" className={styles.slide} onClick={() => open(banner)} aria-label={banner.title} tabIndex={index < list.length ? 0 : -1}>
              <Image className={styles.image} src={banner.url} alt={banner.title} fromCdn loading={index < 3 ? 'eager' : 'lazy'} />
            </button>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
