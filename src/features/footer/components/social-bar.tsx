import { useId, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { brand } from '@/shared/config/brand';
import { paths } from '@/shared/domain/routing/paths';
import { SOCIAL_NETWORKS, whatsappChatUrl } from '../social-links';
import { socialTexts as texts } from '../social-texts';
import styles from './social-bar.module.css';
import { SocialIcon } from './social-icons';

/**
 * The fixed social bar (spec 2.5): four networks, a WhatsApp chat with a greeting, and "Gestiona
 * tu Bait" with a tooltip. A right-hand column on wide screens, a bottom strip below that, always
 * under the cookie notice.
 */
export function SocialBar() {
  const tooltipId = useId();
  const [tooltipShown, setTooltipShown] = useState(false);
  const show = () => setTooltipShown(true);
  const hide = () => setTooltipShown(false);

  // Escape dismisses the tooltip without moving the focus (WCAG 1.4.13).
  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') hide();
  }

  return (
    <>
      <nav className={styles.bar} aria-label={texts.label} data-fixed-bottom>
        <ul className={styles.list}>
          {SOCIAL_NETWORKS.map((network) => (
            <li key={network}>
              <a
                className={styles.link}
                href={brand.social[network]}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${texts[network]} ${texts.newTabNote}`}
              >
                <SocialIcon name={network} />
              </a>
            </li>
          ))}
          <li>
            <a
              className={styles.link}
              href={whatsappChatUrl(brand.social.whatsappNumber, texts.whatsappGreeting)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${texts.whatsapp} ${texts.newTabNote}`}
            >
              <SocialIcon name="whatsapp" />
            </a>
          </li>
          {/* The tooltip stays while the pointer moves onto it (WCAG 1.4.13), so both share the hover. */}
          <li className={styles.manage} onMouseEnter={show} onMouseLeave={hide}>
            <Link
              className={`${styles.link} ${styles.manageLink}`}
              to={paths.nirChange}
              aria-labelledby={tooltipId}
              onFocus={show}
              onBlur={hide}
              onKeyDown={handleKeyDown}
            >
              <SocialIcon name="manageLine" />
            </Link>
            {/* Hidden, it still names the link: aria-labelledby reads hidden elements. */}
            <span id={tooltipId} role="tooltip" className={styles.tooltip} hidden={!tooltipShown}>
              {texts.manageLine}
            </span>
          </li>
        </ul>
      </nav>
      {/* Room after the footer, so the end of the page can scroll clear of the bottom strip. */}
      <div className={styles.spacer} aria-hidden="true" />
    </>
  );
}
