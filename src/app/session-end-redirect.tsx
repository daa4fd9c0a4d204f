import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { accountPaths } from '@/shared/domain/routing/paths';
import { SESSION_ENDED_STATE, subscribeToSessionEnd } from '@/shared/domain/session';

/**
 * When a 401 ends the session, the visitor goes to log in again, where the notice
 * says why; the cached data of the old session goes with it. The stored user is already gone.
 */
export function SessionEndRedirect() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeToSessionEnd(() => {
        void navigate(accountPaths.login, { replace: true, state: SESSION_ENDED_STATE });
        queryClient.clear();
      }),
    [navigate, queryClient],
  );
  return null;
}
