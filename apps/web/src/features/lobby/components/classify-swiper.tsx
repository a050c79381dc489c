import { useTranslation } from 'react-i18next';
import { FreeMode } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/free-mode';
import type { LobbyOption } from '../lobby-options.ts';
import styles from './lobby.module.css';

interface ClassifySwiperProps {
  options: readonly LobbyOption[];
  value: string;
  onChange: (key: string) => void;
}

/** The classification chips, swiped sideways when they do not fit. */
export function ClassifySwiper({ options, value, onChange }: ClassifySwiperProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.classifies} role="group" aria-label={t('lobby.classifiesLabel')}>
      <Swiper modules={[FreeMode]} slidesPerView="auto" spaceBetween={8} freeMode>
        {options.map((option) => (
          <SwiperSlide key={option.key} className={styles.classifySlide}>
            <button
              type="button"
              className={[styles.classify, option.key === value ? styles.classifyActive : ''].join(' ')}
              aria-pressed={option.key === value}
              onClick={() => onChange(option.key)}
            >
              {option.name}
            </button>
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
