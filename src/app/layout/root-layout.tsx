import { Link, NavLink, Outlet } from 'react-router-dom';
import { BannerCarousel } from '@/features/banners/components/banner-carousel';
import { CookieNotice } from '@/features/cookies/cookie-notice';
import { brand } from '@/shared/config/brand';
import { paths } from '@/shared/routing/paths';
import { appTexts as texts } from '../texts';
import styles from './root-layout.module.css';

const MAIN_CONTENT_ID = 'contenido';

export function RootLayout() {
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        {texts.skipToContent}
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link to={paths.home} className={styles.logo}>
            {texts.logo}
          </Link>
          <nav aria-label={texts.mainNavigation}>
            <ul className={styles.navList}>
              <li>
                <NavLink to={paths.getALine} className={styles.navLink}>
                  {texts.nav.getALine}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.compatibility} className={styles.navLink}>
                  {texts.nav.compatibility}
                </NavLink>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      {/* tabIndex lets the skip link move the focus, not only the scroll position. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {/* Banners and cookie notice: see decisions 031 and 032. */}
        <BannerCarousel />
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <p>{texts.footer.rights(new Date().getFullYear())}</p>
          <a href={brand.privacyNoticeUrl} target="_blank" rel="noopener noreferrer">
            {texts.footer.privacyNotice}
          </a>
        </div>
      </footer>
      <CookieNotice />
    </div>
  );
}
