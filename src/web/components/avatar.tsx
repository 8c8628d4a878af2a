import { useState } from 'react';
import clsx from 'clsx';

const PLACEHOLDER = '/avatars/placeholder.svg';

/**
 * A user's picture; a missing or broken one (expired Google URL, blocked host) shows the placeholder.
 * `alt` stays empty where the name is printed beside the picture, so it is not read twice.
 */
export function Avatar({ src, alt = '', className }: { src: string | null | undefined; alt?: string; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : PLACEHOLDER;
  return (
    <img
      src={shown}
      alt={alt}
      // Google's avatar host refuses some requests that carry a referrer
      referrerPolicy="no-referrer"
      onError={() => {
        if (shown !== PLACEHOLDER) setFailedSrc(shown);
      }}
      className={clsx('size-9 shrink-0 rounded-full bg-brand-100 object-cover ring-2 ring-white', className)}
    />
  );
}
