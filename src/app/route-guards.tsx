import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useFeatureFlag, useFeatureFlagsPending, type FeatureFlagName } from '@/shared/domain/feature-flags';
import { accountPaths, paths } from '@/shared/domain/routing/paths';
import { SESSION_ENDED_STATE, useSessionUser, wasSessionEndedByServer } from '@/shared/domain/session';

/** Login, recovery and registration: a logged-in user is sent to the account home (spec 2.2). */
export function AnonymousOnly() {
  return useSessionUser() ? <Navigate to={accountPaths.accountHome} replace /> : <Outlet />;
}

/**
 * Account pages: a visitor without a session is sent to the home page (spec 2.2); one whose
 * session a 401 just ended, to log in again with the notice that says why.
 */
export function SessionRequired() {
  if (useSessionUser()) return <Outlet />;
  if (wasSessionEndedByServer()) return <Navigate to={accountPaths.login} state={SESSION_ENDED_STATE} replace />;
  return <Navigate to={paths.home} replace />;
}

/** Routes that exist only while their feature flag is on; otherwise the home page (spec 2.1, 2.2). */
export function FlagRequired({ flag }: { flag: FeatureFlagName }) {
  const enabled = useFeatureFlag(flag);
  const pending = useFeatureFlagsPending();
  const { search } = useLocation();
  // Until the flags arrive the route is neither shown nor left: nothing renders in its place.
  if (pending) return null;
  return enabled ? <Outlet /> : <Navigate to={{ pathname: paths.home, search }} replace />;
}
