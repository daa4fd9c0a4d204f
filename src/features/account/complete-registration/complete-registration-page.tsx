import { Suspense, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { accountPaths } from '@/shared/domain/routing/paths';
import { lazyWithRetry } from '@/shared/ui/lazy-retry';
import { Page } from '@/shared/ui/page/page';
import { stepLayout } from '@/shared/ui/page/step-page';
import { readPendingRegistration, readRegistrationUuid, type PendingRegistration } from '../register/pending-registration';
import { useClearRegistrationOnLeave } from '../register/registration-lifetime';
import { accountTexts } from '../texts';

const CompleteRegistrationScreen = lazyWithRetry(async () => (await import('./components/complete-registration-screen')).CompleteRegistrationScreen);

interface Registration {
  pending: PendingRegistration;
  uuid: string;
}

function readRegistration(): Registration | undefined {
  const pending = readPendingRegistration();
  const uuid = readRegistrationUuid();
  return pending && uuid ? { pending, uuid } : undefined;
}

function registerPathFor(pending: PendingRegistration | undefined): string {
  return pending && pending.lineType !== 'mbb' ? `${accountPaths.register}?type=${pending.lineType}` : accountPaths.register;
}

/**
 * Complete registration (spec 2.10, 4 "Register", 5): needs the registration data and the code's
 * uuid stored by /registro, otherwise it goes back there.
 */
export function CompleteRegistrationPage() {
  const [registration] = useState(readRegistration);
  useClearRegistrationOnLeave();

  if (!registration) return <Navigate to={registerPathFor(readPendingRegistration())} replace />;

  return (
    <Page variant={stepLayout} heading={accountTexts.completeRegistration.heading}>
      <Suspense fallback={null}>
        <CompleteRegistrationScreen pending={registration.pending} uuid={registration.uuid} />
      </Suspense>
    </Page>
  );
}
