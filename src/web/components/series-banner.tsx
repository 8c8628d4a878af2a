import { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';

export const DEFAULT_BANNER = '/banners/default.svg';

/**
 * A test series' banner; a missing or broken image (a moved file, a blocked host) shows the
 * default banner instead (SPEC §8). Decorative: the title is always printed beside it.
 */
export function SeriesBanner({ src, className }: { src: string | null | undefined; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : DEFAULT_BANNER;
  const image = useRef<HTMLImageElement>(null);
  // a page rendered on the server may have tried (and failed) the image before React listened for errors
  useEffect(() => {
    const element = image.current;
    if (element && element.complete && element.naturalWidth === 0 && shown !== DEFAULT_BANNER) setFailedSrc(shown);
  }, [shown]);
  return (
    <img
      ref={image}
      src={shown}
      alt=""
      loading="lazy"
      decoding="async"
      data-banner={shown === DEFAULT_BANNER ? 'default' : 'own'}
      onError={() => {
        if (shown !== DEFAULT_BANNER) setFailedSrc(shown);
      }}
      className={clsx('bg-navy-800 object-cover', className)}
    />
  );
}
