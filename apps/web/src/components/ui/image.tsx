import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { imageUrl } from '../../lib/cdn.ts';
import defaultIconUrl from '../../assets/default-icon.svg';
import defaultAvatarUrl from '../../assets/default-avatar.svg';

const fallbackUrls = { icon: defaultIconUrl, avatar: defaultAvatarUrl } as const;

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined;
  alt: string;
  /** Which default picture replaces an image that fails to load (spec §8). */
  fallback?: keyof typeof fallbackUrls;
  /** Whether a relative address is served from the image CDN. */
  fromCdn?: boolean;
}

/** An image that falls back to the default icon or avatar when it is missing or fails to load. */
export function Image({ src, alt, fallback = 'icon', fromCdn = false, loading = 'lazy', ...props }: ImageProps) {
  const wanted = src ? (fromCdn ? imageUrl(src) : src) : null;
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  useEffect(() => setFailedUrl(null), [wanted]);
  const shown = wanted && failedUrl !== wanted ? wanted : fallbackUrls[fallback];
  return (
    <img
      src={shown}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => {
        if (wanted && shown === wanted) setFailedUrl(wanted);
      }}
      {...props}
    />
  );
}
