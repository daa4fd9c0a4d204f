import { useLocation } from 'react-router-dom';
import { env } from '@/shared/config/env';
import { postpaidFlowOf } from '@/shared/domain/routing/postpaid-query';
import { articleLayout } from '@/shared/ui/page/article-page';
import { Page } from '@/shared/ui/page/page';
import { PostpaidFrame } from './components/postpaid-frame';
import { postpaidFrameAddress } from './frame-address';
import styles from './postpaid-page.module.css';
import { postpaidTexts as texts } from './texts';

export interface PostpaidPageProps {
  /** The postpaid host's entry page; env `VITE_POSTPAID_URL` unless a test gives one. */
  postpaidUrl?: string;
}

/** /mi-bait-pospago (flag pospaid): the postpaid area, embedded from its own host. */
export function PostpaidPage({ postpaidUrl = env.postpaidUrl }: PostpaidPageProps) {
  const { search } = useLocation();
  const flow = postpaidFlowOf(search);
  const address = postpaidFrameAddress(postpaidUrl, flow, window.location.href);
  return (
    <Page variant={articleLayout} heading={texts.heading} className={styles.page}>
      {address ? (
        // A new address is a new frame: its height, loader and modal start afresh.
        <PostpaidFrame key={address.href} address={address} title={texts.frameTitle[flow ?? 'home']} />
      ) : (
        <p className={styles.unavailable}>{texts.unavailable}</p>
      )}
    </Page>
  );
}
