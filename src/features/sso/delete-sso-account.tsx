import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/shared/domain/routing/paths';
import { clearAccountStorage, currentSessionAccess, useSessionUser } from '@/shared/domain/session';
import { browserLocation } from '@/shared/domain/sso/browser-location';
import { identityProviderUrl } from '@/shared/domain/sso/identity-provider';
import { useAlert } from '@/shared/ui/alert/alert-context';
import { Button } from '@/shared/ui/button/button';
import { deleteSsoAccount } from './api/sso-api';
import { ssoTexts } from './texts';

const { deleteAccount: texts } = ssoTexts;

/**
 * "Eliminar cuenta" of a single sign-on session, for a logged-in page to place:
 * a confirmation (Aceptar / Cancelar), then deleteSsoAccount with the session's bearer. Deleted:
 * the session is forgotten, the server's message shown, and on Aceptar the identity provider's
 * delete page (back to /sso-callback), or the home page without one. Not deleted: a warning, and
 * the session stays. Nothing shows for a legacy session or without one.
 */
export function DeleteSsoAccount({ className }: { className?: string }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showAlert } = useAlert();
  const deletion = useMutation({ mutationFn: deleteSsoAccount });

  if (!user || user.isLegacy) return null;
  const access = user.access;

  async function remove() {
    const outcome = await deletion.mutateAsync(access);
    if (outcome.kind === 'failed') {
      // A 401 has ended the session: the login page says so, once, and no warning repeats it.
      if (currentSessionAccess() !== access) return;
      showAlert({ type: 'warning', message: outcome.message });
      return;
    }
    clearAccountStorage();
    queryClient.clear();
    const address = identityProviderUrl('delete');
    showAlert({
      type: 'success',
      message: outcome.message,
      onAccept: () => (address ? browserLocation.goTo(address) : void navigate(paths.home)),
    });
  }

  return (
    <Button
      variant="secondary"
      className={className}
      disabled={deletion.isPending}
      onClick={() => showAlert({ type: 'answer', title: texts.confirmTitle, message: texts.confirmMessage, onAccept: () => void remove() })}
    >
      {texts.button}
    </Button>
  );
}
