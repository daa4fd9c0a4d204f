import type { CSSProperties, ReactNode } from 'react';
import styles from './provider-frame.module.css';

/** The lines a frame-based payment (the gateway, the hosted checkout) shows around its frame. */
export const providerFrameStyles = { status: styles.status, legal: styles.legal };

/** The element a party's script mounts its frame in, as high as that frame before it arrives. */
export function ProviderFrame({ id, heightPx, hidden }: { id: string; heightPx: number; hidden?: boolean }) {
  const style = { '--frame-height': `${String(heightPx)}px` } as CSSProperties;
  return <div id={id} className={styles.frame} style={style} hidden={hidden} />;
}

/** The frame is loading. */
export function ProviderFrameLoading({ children }: { children: ReactNode }) {
  return (
    <p className={styles.status} role="status">
      {children}
    </p>
  );
}

/** A failure of the frame or of the payment in it, read out as it appears. */
export function ProviderFrameError({ children }: { children: ReactNode }) {
  return (
    <p className={styles.error} role="alert">
      {children}
    </p>
  );
}
