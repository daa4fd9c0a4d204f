import { Link } from 'react-router-dom';
import { initialsOf, useLogOut, type SessionUser } from '@/shared/domain/session';
import { userMenuLinks } from '../menu-items';
import { menuTexts } from '../texts';
import { MenuDisclosure } from './menu-disclosure';
import styles from './site-header.module.css';

export interface UserMenuProps {
  user: SessionUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isDesktop: boolean;
  /** Closes the whole menu before the log-out navigation. */
  onDone: () => void;
}

/** The user's options (spec 2.4): a dropdown on desktop, the user panel of the mobile menu. */
export function UserMenu({ user, open, onOpenChange, isDesktop, onDone }: UserMenuProps) {
  const { logOut, isLoggingOut } = useLogOut();
  const identity = (
    <>
      <span className={styles.avatar} aria-hidden="true">
        {initialsOf(user.name || user.email)}
      </span>
      <span className={styles.identity}>
        <span className={styles.userName}>{user.name}</span>
        <span className={styles.userEmail}>{user.email}</span>
      </span>
    </>
  );
  return (
    <MenuDisclosure
      id="cuenta"
      button={identity}
      open={open}
      onOpenChange={onOpenChange}
      isDesktop={isDesktop}
      className={styles.account}
      buttonClassName={styles.userButton}
      before={<p className={styles.dropdownEmail}>{user.email}</p>}
    >
      {userMenuLinks.map((link) => (
        <li key={link.url}>
          <Link to={link.url} className={styles.dropdownLink}>
            {link.label}
          </Link>
        </li>
      ))}
      <li>
        <button
          type="button"
          className={styles.dropdownLink}
          disabled={isLoggingOut}
          onClick={() => {
            onDone();
            logOut();
          }}
        >
          {menuTexts.logout}
        </button>
      </li>
    </MenuDisclosure>
  );
}
