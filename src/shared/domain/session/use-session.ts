import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { mainApi } from '@/api/clients';
import { settle } from '@/shared/api/settle';
import { paths } from '@/shared/domain/routing/paths';
import { clearAccountStorage } from './account-storage';
import { getSessionUser, subscribeToSession } from './session-store';
import type { SessionUser } from './session-user';

/** The logged-in user, or undefined for an anonymous visitor; re-renders on log in and log out. */
export function useSessionUser(): SessionUser | undefined {
  return useSyncExternalStore(subscribeToSession, getSessionUser, () => undefined);
}

/**
 * Log out (spec 4 "Session"): tell the server, then, whatever it answered, forget the session
 * and its cached data and go to the home page. Like every legacy profile call it names its
 * operation and line (spec 6).
 */
export function useLogOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (user: SessionUser) => {
      const servicio = user.serviceNumber ? { servicio: user.serviceNumber } : {};
      const body = { operation: 'logout', numero: user.number, ...servicio, access: user.access } as const;
      await settle(() => mainApi.POST('/conn/page/api/app/logout', { body }));
    },
    onSettled: () => {
      clearAccountStorage();
      queryClient.clear();
      void navigate(paths.home);
    },
  });
  return {
    logOut: () => {
      const user = getSessionUser();
      if (user) {
        mutation.mutate(user);
        return;
      }
      clearAccountStorage();
      void navigate(paths.home);
    },
    isLoggingOut: mutation.isPending,
  };
}
