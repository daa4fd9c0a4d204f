import { Suspense, useEffect, useRef, useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useFeatureFlag, type FeatureFlagName } from '@/shared/domain/feature-flags';
import { aliasPaths, paths } from '@/shared/domain/routing/paths';
import { useSessionUser } from '@/shared/domain/session';
import { useMediaQuery } from '@/shared/hooks/use-media-query';
import { DESKTOP_MEDIA_QUERY } from '@/shared/ui/breakpoints';
import { classNames } from '@/shared/ui/class-names';
import { inertOutside } from '@/shared/ui/inert-outside';
import { lazyWithRetry } from '@/shared/ui/lazy-retry';
import { MenuDisclosure } from './components/menu-disclosure';
import styles from './components/site-header.module.css';
import { SkipBar } from './components/skip-bar';
import { DROPDOWN_MAX_HEIGHT_PX, MAIN_MENU_ID } from './constants';
import { hrefOf, isMenuGroup, loginPath, mainMenu, postpaidMenu, quickLinks, visibleEntries, type MenuLink } from './menu-items';
import { menuTexts as t } from './texts';

// The account menu only shows with a session: its code (and the logout call's) loads with it, and
// before the first render when a session is stored (`preloadUserMenu`).
const UserMenu = lazyWithRetry(async () => (await import('./components/user-menu')).UserMenu);

/** Starts the account menu's download; the app waits for it before its first render when a session is stored. */
export function preloadUserMenu(): Promise<unknown> {
  return UserMenu.preload();
}

export interface SiteHeaderProps {
  /** The help widget's trigger, shown in the header's action area at every width. */
  helpWidget?: ReactNode;
}

const PANEL_ID = 'menu-movil';
const dropdownHeight = { '--dropdown-max-height': `${DROPDOWN_MAX_HEIGHT_PX}px` } as CSSProperties;

/**
 * The site header (spec 2.4): skip bar, logo, menu groups, quick links, login or
 * user menu, the switch-provider and postpaid buttons. Below the desktop breakpoint the menu is a
 * full-screen panel behind a toggle; the same markup is laid out by CSS at both widths.
 */
export function SiteHeader({ helpWidget }: SiteHeaderProps) {
  const isDesktop = useMediaQuery(DESKTOP_MEDIA_QUERY);
  const { search } = useLocation();
  const user = useSessionUser();
  const flags: Record<FeatureFlagName, boolean> = {
    'e-sim': useFeatureFlag('e-sim'),
    pospaid: useFeatureFlag('pospaid'),
    'business-page': useFeatureFlag('business-page'),
    sso: useFeatureFlag('sso'),
    'new-plugin': false,
  };
  const isOn = (flag: FeatureFlagName) => flags[flag];

  const [panelOpen, setPanelOpen] = useState(false);
  // One disclosure at a time: a dropdown, an accordion group or the user panel.
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const [wasDesktop, setWasDesktop] = useState(isDesktop);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  function closeAll() {
    setPanelOpen(false);
    setOpenGroup(null);
  }

  if (wasDesktop !== isDesktop) {
    setWasDesktop(isDesktop);
    closeAll();
  }

  const mobilePanelOpen = panelOpen && !isDesktop;
  useEffect(() => {
    const header = headerRef.current;
    if (!mobilePanelOpen || !header) return undefined;
    const restoreInert = inertOutside(header);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      restoreInert();
      document.body.style.overflow = overflow;
    };
  }, [mobilePanelOpen]);

  function groupProps(id: string) {
    return {
      id,
      isDesktop,
      open: openGroup === id,
      onOpenChange: (open: boolean) => setOpenGroup((current) => (open ? id : current === id ? null : current)),
    };
  }

  function onPanelClick(event: MouseEvent<HTMLDivElement>) {
    if ((event.target as Element).closest('a')) closeAll();
  }

  function openMenuForSkip() {
    if (!isDesktop) flushSync(() => setPanelOpen(true));
  }

  function renderLink(link: MenuLink, className: string | undefined) {
    const to = hrefOf(link, search);
    return link.postpaid ? (
      <Link to={to} className={className}>
        {link.label}
      </Link>
    ) : (
      <NavLink to={to} className={className}>
        {link.label}
      </NavLink>
    );
  }

  const postpaid = visibleEntries([postpaidMenu], isOn)[0];
  return (
    <>
      <SkipBar onSkipToMenu={openMenuForSkip} />
      {/* Escape comes from whichever button or link of the menu has the focus (event delegation). */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <header
        ref={headerRef}
        className={styles.header}
        style={dropdownHeight}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && mobilePanelOpen) {
            closeAll();
            toggleRef.current?.focus();
          }
        }}
      >
        <div className={styles.inner}>
          <button
            ref={toggleRef}
            type="button"
            className={styles.toggle}
            aria-expanded={mobilePanelOpen}
            aria-controls={PANEL_ID}
            aria-label={mobilePanelOpen ? t.closeMenu : t.openMenu}
            onClick={() => (mobilePanelOpen ? closeAll() : setPanelOpen(true))}
          >
            <span className={styles.toggleIcon} aria-hidden="true" />
          </button>
          <Link to={paths.home} className={styles.logo} onClick={closeAll}>
            {t.logo}
          </Link>
          {/* A link chosen with the mouse or with Enter closes the panel (event delegation: links fire click for Enter too). */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
          <div id={PANEL_ID} className={classNames(styles.panel, mobilePanelOpen && styles.panelOpen)} onClick={onPanelClick}>
            <nav className={styles.quick} aria-label={t.quickNavigation}>
              <ul className={styles.quickList}>
                {visibleEntries(quickLinks, isOn).map((link) => (
                  <li key={link.url}>{renderLink(link, styles.quickLink)}</li>
                ))}
                {postpaid && (
                  <MenuDisclosure {...groupProps(postpaid.id)} button={postpaid.label}>
                    {postpaid.items.map((link) => (
                      <li key={link.label}>{renderLink(link, styles.dropdownLink)}</li>
                    ))}
                  </MenuDisclosure>
                )}
                {user ? (
                  <Suspense fallback={null}>
                    <UserMenu user={user} {...groupProps('cuenta')} onDone={closeAll} />
                  </Suspense>
                ) : (
                  <li className={styles.account}>
                    <Link to={loginPath(flags.sso)} className={styles.loginLink}>
                      {t.login}
                    </Link>
                  </li>
                )}
              </ul>
            </nav>
            <nav id={MAIN_MENU_ID} tabIndex={-1} className={styles.mainNav} aria-label={t.mainNavigation}>
              <ul className={styles.mainList}>
                {visibleEntries(mainMenu, isOn).map((entry) =>
                  isMenuGroup(entry) ? (
                    <MenuDisclosure key={entry.id} {...groupProps(entry.id)} button={entry.label}>
                      {entry.items.map((link) => (
                        <li key={link.label}>{renderLink(link, styles.dropdownLink)}</li>
                      ))}
                    </MenuDisclosure>
                  ) : (
                    <li key={entry.url}>{renderLink(entry, styles.mainLink)}</li>
                  ),
                )}
              </ul>
            </nav>
          </div>
          <div className={styles.actions}>
            <Link to={aliasPaths.portIn} className={styles.cta} onClick={closeAll}>
              {t.switchProvider}
            </Link>
            {helpWidget}
          </div>
        </div>
      </header>
    </>
  );
}
