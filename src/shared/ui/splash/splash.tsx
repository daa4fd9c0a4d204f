import { useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { splashCounter, type SplashCounter } from '@/shared/api/splash-middleware';
import styles from './splash.module.css';
import { splashTexts } from './texts';
import { Spinner } from '../spinner/spinner';

/** Calls that end sooner than this never show the splash, so fast answers do not flash. */
export const SPLASH_SHOW_DELAY_MS = 300;

export interface SplashProps {
  /** The element made inert while the splash shows: the app's root. */
  appRootId?: string;
  counter?: SplashCounter;
}

/**
 * The full-screen request splash. While shown, the app root is inert (no keyboard, pointer or
 * assistive-technology access) and the page does not scroll; the focus comes back afterwards.
 */
export function Splash({ appRootId = 'root', counter = splashCounter }: SplashProps) {
  const active = useSyncExternalStore(counter.subscribe, counter.isActive, counter.isActive);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => setShown(true), SPLASH_SHOW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [active]);

  useEffect(() => {
    if (!shown) return undefined;
    const appRoot = document.getElementById(appRootId);
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.documentElement.style;
    appRoot?.setAttribute('inert', '');
    document.documentElement.style.overflow = 'hidden';
    return () => {
      appRoot?.removeAttribute('inert');
      document.documentElement.style.overflow = overflow;
      if (focused?.isConnected && document.activeElement !== focused) focused.focus({ preventScroll: true });
    };
  }, [shown, appRootId]);

  if (!shown) return null;
  return createPortal(
    // An indeterminate progressbar, not role=status: pages keep their own status regions (such as
    // "Verificando tu equipo…") and must stay the only status of the page.
    <div className={styles.overlay} role="progressbar" aria-label={splashTexts.loading} aria-busy="true">
      <Spinner className={styles.spinner} />
    </div>,
    document.body,
  );
}
