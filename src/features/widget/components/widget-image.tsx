import { useState } from 'react';
import { classNames } from '@/shared/ui/class-names';
import styles from './widget-image.module.css';

export interface WidgetImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}

/**
 * An image of the catalogue that degrades to its alt text in a neutral box when it cannot load:
 * a missing file on the CDN, or a schema-made mock catalogue whose paths lead nowhere.
 */
export function WidgetImage({ src, alt, width, height, className }: WidgetImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return alt ? (
      <span role="img" aria-label={alt} className={classNames(styles.fallback, className)}>
        <span aria-hidden="true">{alt}</span>
      </span>
    ) : (
      <span aria-hidden="true" className={classNames(styles.fallback, className)} />
    );
  }
  return <img src={src} alt={alt} width={width} height={height} decoding="async" className={className} onError={() => setFailedSrc(src)} />;
}
