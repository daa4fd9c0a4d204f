import { useEffect, useRef, useState } from 'react';
import { classNames } from '@/shared/ui/class-names';
import { inertOutside } from '@/shared/ui/inert-outside';
import { POSTPAID_FRAME_INITIAL_HEIGHT_PX, POSTPAID_LOADER_TIMEOUT_MS } from '../constants';
import type { PostpaidFrameAddress } from '../frame-address';
import { acceptPostpaidMessage, frameHeightFor } from '../frame-messages';
import styles from './postpaid-frame.module.css';
import { PostpaidLoader } from './postpaid-loader';

export interface PostpaidFrameProps {
  address: PostpaidFrameAddress;
  /** The frame's accessible name. */
  title: string;
}

/**
 * The embedded postpaid area and what its messages control: its height, a loader
 * backdrop, and a modal mode where the frame covers the viewport so its own modal can be seen
 * and the rest of the page is shut out.
 */
export function PostpaidFrame({ address, title }: PostpaidFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const slotRef = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(POSTPAID_FRAME_INITIAL_HEIGHT_PX);
  const [loaderVisible, setLoaderVisible] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      const message = acceptPostpaidMessage(event, {
        origin: address.origin,
        window: frameRef.current?.contentWindow,
      });
      if (message?.type === 'resize') setHeight(frameHeightFor(message.height));
      else if (message?.type === 'loader') setLoaderVisible(message.visible);
      else if (message?.type === 'modal') setModalOpen(message.open);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [address.origin]);

  useEffect(() => {
    if (!loaderVisible) return undefined;
    const timer = setTimeout(() => setLoaderVisible(false), POSTPAID_LOADER_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [loaderVisible]);

  useEffect(() => {
    const slot = slotRef.current;
    if (!modalOpen || !slot) return undefined;
    const { overflow } = document.documentElement.style;
    document.documentElement.style.overflow = 'hidden';
    const restoreOutside = inertOutside(slot);
    return () => {
      restoreOutside();
      document.documentElement.style.overflow = overflow;
    };
  }, [modalOpen]);

  return (
    // The slot keeps the frame's place in the page while the frame itself covers the viewport,
    // so the page behind does not jump. The iframe is never moved in the DOM: that would reload it.
    <div ref={slotRef} className={styles.slot} style={{ height }}>
      {modalOpen && <div className={styles.backdrop} aria-hidden="true" />}
      <iframe
        ref={frameRef}
        src={address.href}
        title={title}
        className={classNames(styles.frame, modalOpen && styles.frameModal)}
        aria-busy={loaderVisible || undefined}
        // A new document in the frame has no modal open; without this a frame that navigated
        // away mid-modal would leave the page shut out.
        onLoad={() => setModalOpen(false)}
      />
      <PostpaidLoader visible={loaderVisible} />
    </div>
  );
}
