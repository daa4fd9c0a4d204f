import type { ReactNode } from 'react';
import { accountPaths } from '@/shared/domain/routing/paths';
import { identityProviderUrl } from '@/shared/domain/sso/identity-provider';
import styles from '../profile.module.css';
import { profileTexts as texts } from '../texts';

/**
 * An SSO customer changes the password and the phone at the identity provider (spec 7), which
 * sends them back here; the links are left out when the environment names no identity provider.
 * `actions` are the other account actions the app places here (deleting the SSO account).
 */
export function SsoAccountLinks({ actions }: { actions?: ReactNode }) {
  const options = { redirectPath: accountPaths.editProfile };
  const changePassword = identityProviderUrl('change-password', options);
  const changePhone = identityProviderUrl('update-phone', options);
  const hasLinks = Boolean(changePassword && changePhone);
  if (!hasLinks && !actions) return null;
  return (
    <section className={styles.section} aria-labelledby="profile-sso-heading">
      <h2 id="profile-sso-heading">{texts.sso.heading}</h2>
      <p>{texts.sso.intro}</p>
      {hasLinks && (
        <div className={styles.links}>
          <a className={styles.link} href={changePassword}>
            {texts.sso.changePassword}
          </a>
          <a className={styles.link} href={changePhone}>
            {texts.sso.changePhone}
          </a>
        </div>
      )}
      {actions}
    </section>
  );
}
