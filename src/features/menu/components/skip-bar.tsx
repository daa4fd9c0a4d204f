import { useEffect, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { FOOTER_ID, MAIN_CONTENT_ID, MAIN_MENU_ID } from '../constants';
import { menuTexts } from '../texts';
import styles from './site-header.module.css';

const t = menuTexts.skipBar;

/** Moves the focus, not only the scroll position, so the next Tab continues from the target. */
function focusTarget(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

export interface SkipBarProps {
  /** Runs before the focus moves to the menu, so a closed mobile panel can open first. */
  onSkipToMenu: () => void;
}

/**
 * Jumps to the content, the menu and the footer (spec 2.4). Hidden for pointer users: it appears
 * with the first Tab press. The content comes first: it is the jump most keyboard users want.
 */
export function SkipBar({ onSkipToMenu }: SkipBarProps) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (shown) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      // Rendered before the browser moves the focus, so this very Tab lands on the first jump.
      if (event.key === 'Tab') flushSync(() => setShown(true));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown]);

  if (!shown) return null;

  function jump(event: MouseEvent<HTMLAnchorElement>, id: string) {
    event.preventDefault();
    if (id === MAIN_MENU_ID) onSkipToMenu();
    focusTarget(id);
  }

  const links = [
    [MAIN_CONTENT_ID, t.content],
    [MAIN_MENU_ID, t.menu],
    [FOOTER_ID, t.footer],
  ] as const;
  return (
    <nav className={styles.skipBar} aria-label={t.label}>
      <ul>
        {links.map(([id, label]) => (
          <li key={id}>
            <a href={`#${id}`} onClick={(event) => jump(event, id)}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
