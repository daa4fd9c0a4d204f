import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { accountPaths } from '@/shared/domain/routing/paths';
import { useSessionUser } from '@/shared/domain/session';
import { forgetSsoState, isExpectedSsoState, rememberedSsoState } from '@/shared/domain/sso/sso-state';
import { useAlert } from '@/shared/ui/alert/alert-context';
import { ButtonLink } from '@/shared/ui/button/button';
import { Page } from '@/shared/ui/page/page';
import { stepLayout } from '@/shared/ui/page/step-page';
import { loginSso, type SsoCallbackValues } from './api/sso-api';
import { callbackQueryOf } from './callback-query';
import { storeSsoSession } from './sso-session';
import styles from './sso.module.css';
import { ssoTexts as texts } from './texts';

type Status = 'validating' | 'failed';

/** Exchanges the identity provider's code once (loginSso), then stores the session and goes to /home. */
function CodeExchange({ values }: { values: SsoCallbackValues }) {
  const navigate = useNavigate();
  const { showAlert } = useAlert();
  const [status, setStatus] = useState<Status>('validating');
  const exchanged = useRef<string | undefined>(undefined);

  useEffect(() => {
    // A code is good for one exchange: a second render (Strict Mode, a re-mount) must not spend it again.
    if (exchanged.current === values.authcode) return;
    exchanged.current = values.authcode;
    void loginSso(values).then(async (outcome) => {
      if (outcome.kind === 'failed') {
        setStatus('failed');
        showAlert({ type: 'danger', message: outcome.message, onAccept: () => void navigate(accountPaths.sso, { replace: true }) });
        return;
      }
      storeSsoSession(outcome.user);
      await navigate(accountPaths.accountHome, { replace: true });
    });
  }, [values, navigate, showAlert]);

  return status === 'validating' ? (
    <p className={styles.status} role="status">
      {texts.callbackStatus.validating}
    </p>
  ) : (
    <ButtonLink to={accountPaths.sso} variant="accent">
      {texts.callbackStatus.retry}
    </ButtonLink>
  );
}

/** /sso-callback (flag sso): where the identity provider sends the visitor back. */
export function SsoCallbackPage() {
  const [search] = useSearchParams();
  const user = useSessionUser();
  const [query] = useState(() => callbackQueryOf(search));
  // Read once, forgotten after: a state is good for one callback (decision 129).
  const [remembered] = useState(rememberedSsoState);
  useEffect(() => forgetSsoState(), []);
  const expected = query.kind === 'code' && isExpectedSsoState(query.values.state, remembered);

  // Back from a page with nothing to exchange (a change confirmation, an update of the phone...).
  if (query.kind === 'none' && user) return <Navigate to={accountPaths.accountHome} replace />;

  return (
    <Page variant={stepLayout} heading={texts.callback.heading}>
      {query.kind === 'code' && expected ? (
        <CodeExchange values={query.values} />
      ) : (
        <div className={styles.step}>
          <p role={query.kind === 'code' ? 'alert' : undefined}>
            {query.kind === 'code'
              ? texts.callbackStatus.unexpectedState
              : query.kind === 'cancelled'
                ? texts.callbackStatus.cancelled
                : texts.callbackStatus.missingCode}
          </p>
          <ButtonLink to={accountPaths.sso} variant="accent">
            {texts.callbackStatus.retry}
          </ButtonLink>
        </div>
      )}
    </Page>
  );
}
