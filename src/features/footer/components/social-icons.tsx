import type { SocialNetwork } from '../social-links';
import styles from './social-bar.module.css';

/** The social bar's icons: CSS masks in the link's colour, decorative (the link is named). */
export function SocialIcon({ name }: { name: SocialNetwork | 'whatsapp' | 'manageLine' }) {
  return <span className={`${styles.icon} ${styles[name]}`} aria-hidden="true" />;
}
