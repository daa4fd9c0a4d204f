import { useNavigate } from 'react-router-dom';
import { LINE_TYPE_CODES } from '@/shared/domain/line-check/line-type';
import { accountPaths } from '@/shared/domain/routing/paths';
import { storeSessionUser } from '@/shared/domain/session';
import { useAlert } from '@/shared/ui/alert/alert-context';
import { clearPendingRegistration, type PendingRegistration } from '../../register/pending-registration';
import { registerUser } from '../api/register-user';
import { emptyCompleteRegistrationForm, type CompleteRegistrationValues } from '../constants';
import { completeRegistrationTexts as texts } from '../texts';
import { CompleteRegistrationForm } from './complete-registration-form';

export interface CompleteRegistrationScreenProps {
  pending: PendingRegistration;
  uuid: string;
}

/**
 * The form and its call, in their own chunk: without pending data the page only redirects.
 * On success the session starts (SSO-legacy, the user with the e-mail, the
 * profile type), the registration is forgotten and the visitor lands on /home.
 */
export function CompleteRegistrationScreen({ pending, uuid }: CompleteRegistrationScreenProps) {
  const navigate = useNavigate();
  const { showAlert } = useAlert();

  async function submit(form: CompleteRegistrationValues) {
    const outcome = await registerUser(form, pending, uuid);
    if (outcome.kind === 'failed') {
      // What was typed stays in the form, to send again.
      showAlert({ type: 'warning', message: outcome.message });
      return;
    }
    clearPendingRegistration();
    storeSessionUser(outcome.user, { profileType: LINE_TYPE_CODES[pending.lineType], ssoLegacy: true });
    void navigate(accountPaths.accountHome, { replace: true });
  }

  return (
    <>
      <p>{texts.intro}</p>
      <CompleteRegistrationForm defaultValues={{ ...emptyCompleteRegistrationForm, email: pending.email ?? '' }} onSubmit={submit} />
    </>
  );
}
