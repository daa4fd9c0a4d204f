import { useLogOut, useSessionUser } from '@/shared/session';
import { Button } from '@/shared/ui/button/button';
import styles from './account-pages.module.css';
import { accountTexts as texts } from './texts';

type AccountPageKey = Exclude<keyof typeof texts, 'comingSoon' | 'greeting' | 'lineNumber' | 'serviceNumber' | 'email' | 'logOut'>;

/**
 * The account routes and their guards belong to the site shell; each page's own form (login,
 * recovery, registration, consumption, recurring top-ups, profile) comes with the account work.
 */
function AccountPage({ page }: { page: AccountPageKey }) {
  return (
    <div className={styles.page}>
      <title>{texts[page].documentTitle}</title>
      <h1>{texts[page].heading}</h1>
      <p>{texts.comingSoon}</p>
    </div>
  );
}

export const SsoPage = () => <AccountPage page="sso" />;
export const SsoCallbackPage = () => <AccountPage page="ssoCallback" />;
export const RecurringTopUpsPage = () => <AccountPage page="recurringTopUps" />;
export const EditProfilePage = () => <AccountPage page="editProfile" />;

/** The logged-in customer's start page: who is logged in, and the way out. */
export function AccountHomePage() {
  const user = useSessionUser();
  const { logOut, isLoggingOut } = useLogOut();
  return (
    <div className={styles.page}>
      <title>{texts.accountHome.documentTitle}</title>
      <h1>{texts.accountHome.heading}</h1>
      <p className={styles.greeting}>{texts.greeting(user?.name ?? '')}</p>
      {user && (
        <dl className={styles.details}>
          <dt>{texts.lineNumber}</dt>
          <dd>{user.number}</dd>
          {user.serviceNumber && (
            <>
              <dt>{texts.serviceNumber}</dt>
              <dd>{user.serviceNumber}</dd>
            </>
          )}
          {user.email && (
            <>
              <dt>{texts.email}</dt>
              <dd>{user.email}</dd>
            </>
          )}
        </dl>
      )}
      <p>{texts.comingSoon}</p>
      <Button variant="secondary" onClick={logOut} disabled={isLoggingOut}>
        {texts.logOut}
      </Button>
    </div>
  );
}
