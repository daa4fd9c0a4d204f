import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { BasicProfileError, basicProfileQueryOptions } from '@/shared/domain/profile/api/basic-profile';
import { useSessionUser } from '@/shared/domain/session';
import { formatPhone } from '@/shared/format/phone';
import { useAlert } from '@/shared/ui/alert/alert-context';
import { Button } from '@/shared/ui/button/button';
import { Page } from '@/shared/ui/page/page';
import { stepLayout } from '@/shared/ui/page/step-page';
import { deactivateRecurringTopUp, recurringTopUpsQueryOptions, RecurringTopUpsError, type RecurringTopUp } from './api/recurring-top-ups-api';
import { RecurringTopUpCard } from './components/recurring-top-up-card';
import { escapeHtml } from './format-day';
import styles from './recurring-top-ups.module.css';
import { recurringTopUpsTexts as texts } from './texts';

function serverMessageOf(error: unknown): string | undefined {
  return error instanceof RecurringTopUpsError || error instanceof BasicProfileError ? error.serverMessage : undefined;
}

/**
 * /recurrente (spec 2.2): the customer's active recurring top-ups. The path's uuid is the
 * customer's, read from the basic profile of the session's line; then the list,
 * and "Desactivar" behind a confirmation of type answer (Aceptar / Cancelar).
 */
export function RecurringTopUpsPage() {
  const user = useSessionUser();
  const profile = useQuery({ ...basicProfileQueryOptions(user?.number ?? ''), enabled: Boolean(user?.number) });
  const uuid = profile.data?.customerUuid;
  const list = useQuery({ ...recurringTopUpsQueryOptions(uuid ?? ''), enabled: Boolean(uuid) });
  const queryClient = useQueryClient();
  const { showAlert } = useAlert();
  const deactivation = useMutation({ mutationFn: deactivateRecurringTopUp });
  const [notice, setNotice] = useState<string>();
  const noticeRef = useRef<HTMLParagraphElement>(null);

  function deactivate(topUp: RecurringTopUp) {
    if (!uuid) return;
    setNotice(undefined);
    deactivation.mutate(
      { uuid, id: topUp.id },
      {
        // mutate() ignores what its callbacks return: the list's refresh is chained here, not awaited.
        onSuccess: (outcome) => {
          if (outcome.kind === 'failed') {
            showAlert({ type: 'warning', message: escapeHtml(outcome.message ?? texts.errors.deactivateFailed) });
            return;
          }
          void queryClient.invalidateQueries({ queryKey: recurringTopUpsQueryOptions(uuid).queryKey }).then(() => {
            setNotice(outcome.message ?? texts.deactivated);
            // The button that had the focus left with its item.
            requestAnimationFrame(() => noticeRef.current?.focus());
          });
        },
      },
    );
  }

  function confirmDeactivation(topUp: RecurringTopUp) {
    showAlert({
      type: 'answer',
      title: texts.confirm.title,
      message: texts.confirm.message(escapeHtml(topUp.name), formatPhone(topUp.phone)),
      onAccept: () => deactivate(topUp),
    });
  }

  const profileFailed = profile.isError || (profile.isSuccess && !uuid);
  const failure = profileFailed ? profile.error : list.isError ? list.error : undefined;
  const failed = profileFailed || list.isError;

  function retry() {
    if (profileFailed) void profile.refetch();
    else void list.refetch();
  }

  return (
    <Page variant={stepLayout} heading={texts.heading} intro={texts.intro}>
      {notice && (
        <p ref={noticeRef} tabIndex={-1} role="status" className={`${styles.notice} ${styles.success}`}>
          {notice}
        </p>
      )}
      {failed ? (
        <div className={`${styles.notice} ${styles.failure}`} role="alert">
          <p>{serverMessageOf(failure) ?? texts.errors.listFailed}</p>
          <Button variant="secondary" onClick={retry} disabled={profile.isFetching || list.isFetching}>
            {texts.retry}
          </Button>
        </div>
      ) : list.isSuccess ? (
        list.data.length === 0 ? (
          <p className={styles.notice}>{texts.empty}</p>
        ) : (
          <ul className={styles.list}>
            {list.data.map((topUp) => (
              <li key={topUp.id}>
                <RecurringTopUpCard topUp={topUp} onDeactivate={confirmDeactivation} disabled={deactivation.isPending} />
              </li>
            ))}
          </ul>
        )
      ) : (
        <p role="status">{texts.loading}</p>
      )}
    </Page>
  );
}
