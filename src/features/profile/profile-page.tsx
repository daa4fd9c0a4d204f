import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BasicProfileError, basicProfileQueryOptions } from '@/shared/domain/profile/api/basic-profile';
import { getSessionUser, storeSessionUser, useSessionUser } from '@/shared/domain/session';
import { browserLocation } from '@/shared/domain/sso/browser-location';
import { identityProviderUrl } from '@/shared/domain/sso/identity-provider';
import { formatPhone } from '@/shared/format/phone';
import { useAlert } from '@/shared/ui/alert/alert-context';
import { Button } from '@/shared/ui/button/button';
import { classNames } from '@/shared/ui/class-names';
import { detailsListClass } from '@/shared/ui/details-list/details-list';
import { Page } from '@/shared/ui/page/page';
import { stepLayout } from '@/shared/ui/page/step-page';
import { saveProfile } from './api/save-profile';
import { ProfileForm } from './components/profile-form';
import { SsoAccountLinks } from './components/sso-account-links';
import type { ProfileFormValues } from './constants';
import styles from './profile.module.css';
import { isSsoAccount } from './sso-account';
import { profileTexts as texts } from './texts';

/**
 * /editar-perfil (spec 2.2 "update data"): the customer's data from the basic profile, name and
 * e-mail editable and saved by the legacy "register data" operation; for SSO accounts, the
 * identity provider's pages to change the password and the phone, and the account actions the app
 * places (`ssoAccountActions`: deleting the account, from the SSO feature). An SSO account's saved
 * data is then confirmed at the identity provider's "change confirmation" page (spec 7), which
 * returns to /sso-callback, and from there, logged in, to /home.
 */
export function ProfilePage({ ssoAccountActions }: { ssoAccountActions?: ReactNode }) {
  const user = useSessionUser();
  const profile = useQuery({ ...basicProfileQueryOptions(user?.number ?? ''), enabled: Boolean(user?.number) });
  const queryClient = useQueryClient();
  const { showAlert } = useAlert();
  const saving = useMutation({ mutationFn: saveProfile });

  async function save(form: ProfileFormValues): Promise<boolean> {
    if (!user) return false;
    const outcome = await saving.mutateAsync({ user, form });
    if (outcome.kind === 'failed') {
      showAlert({ type: 'warning', message: outcome.message ?? texts.alerts.saveFailed });
      return false;
    }
    await queryClient.invalidateQueries({ queryKey: basicProfileQueryOptions(user.number).queryKey });
    // The header shows the stored user's name and e-mail: keep them in step.
    const current = getSessionUser();
    if (current) storeSessionUser({ ...current, name: form.name.trim(), email: form.email.trim() });
    const confirmation = isSsoAccount(user) ? identityProviderUrl('confirm-change') : undefined;
    if (confirmation) {
      showAlert({ type: 'success', message: texts.alerts.savedSso, onAccept: () => browserLocation.goTo(confirmation) });
      return true;
    }
    showAlert({ type: 'success', message: texts.alerts.saved });
    return true;
  }

  return (
    <Page variant={stepLayout} narrow heading={texts.heading} intro={texts.intro} className={styles.page}>
      {user && (
        <dl className={classNames(detailsListClass, styles.details)}>
          <dt>{texts.fields.lineNumber}</dt>
          <dd>{formatPhone(user.number)}</dd>
          {user.serviceNumber && (
            <>
              <dt>{texts.fields.serviceNumber}</dt>
              <dd>{formatPhone(user.serviceNumber)}</dd>
            </>
          )}
        </dl>
      )}
      {profile.isError ? (
        <div className={styles.failure} role="alert">
          <p>{(profile.error instanceof BasicProfileError && profile.error.serverMessage) || texts.alerts.loadFailed}</p>
          <Button variant="secondary" onClick={() => void profile.refetch()} disabled={profile.isFetching}>
            {texts.retry}
          </Button>
        </div>
      ) : profile.data ? (
        <ProfileForm
          // A new profile (another line, or after a save) starts the form again from its values.
          key={`${profile.data.number}:${profile.data.name}:${profile.data.email}`}
          defaultValues={{ name: profile.data.name || (user?.name ?? ''), email: profile.data.email || (user?.email ?? '') }}
          onSubmit={save}
        />
      ) : (
        <p role="status">{texts.loading}</p>
      )}
      {user && isSsoAccount(user) && <SsoAccountLinks actions={ssoAccountActions} />}
    </Page>
  );
}
