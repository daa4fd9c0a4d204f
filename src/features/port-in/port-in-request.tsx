import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { trackJourneyStep } from '@/shared/domain/analytics/commerce';
import { PHONE_DIGITS } from '@/shared/domain/constants';
import { formatPhone } from '@/shared/format/phone';
import { fieldBinder } from '@/shared/forms/field-binder';
import { FormDigitsField, FormTextField } from '@/shared/forms/form-fields';
import { lazyResolver } from '@/shared/forms/lazy-resolver';
import { useAlert } from '@/shared/ui/alert/alert-context';
import { Button } from '@/shared/ui/button/button';
import { formGrid } from '@/shared/ui/form-grid/form-grid';
import { pageStyles, PageSection } from '@/shared/ui/page/page-section';
import { useStepPlacement } from '@/shared/ui/page/use-step-placement';
import { portabilityGuestQueryOptions, trackPortabilityStep } from './api/portability-api';
import { sendPortInRequest } from './api/send-port-in-request';
import { EMAIL_MAX_LENGTH, EMPTY_PORT_IN_FORM, NAME_MAX_LENGTH, NIP_DIGITS, PORT_IN_FUNNEL, trackedStepOf, type PortInForm } from './port-in-rules';
import { portInTexts as texts } from './texts';

// Validation (zod and the schema) loads when the visitor first focuses or submits the form, not with the route.
const portInResolver = lazyResolver<PortInForm>(async () => (await import('./schemas')).portInFormResolver);

/** /haz-tu-portabilidad: the port-in request, its journey steps and funnel events. */
export function PortInRequest() {
  const queryClient = useQueryClient();
  const { showAlert } = useAlert();
  const guest = useQuery(portabilityGuestQueryOptions());
  const request = useMutation({ mutationFn: sendPortInRequest });
  const started = useRef(false);
  const {
    control,
    handleSubmit,
    getValues,
    formState: { isSubmitted },
  } = useForm<PortInForm>({
    resolver: portInResolver,
    mode: 'onTouched',
    defaultValues: EMPTY_PORT_IN_FORM,
  });

  const guestFailed = guest.isError;
  useEffect(() => {
    if (!guestFailed) return;
    // The X leaves the rest of the site usable while the guest service is down; "Reintentar" reloads.
    showAlert({ type: 'danger', message: texts.guestFailed, onAccept: () => window.location.reload(), onXButton: () => undefined });
  }, [guestFailed, showAlert]);

  function startFunnel() {
    portInResolver.preload();
    if (started.current) return;
    started.current = true;
    trackJourneyStep(PORT_IN_FUNNEL.start);
  }

  /** The guest of this visit: the one loaded, or the load under way (a field may be left before it arrives). */
  const guestUuid = () => queryClient.fetchQuery(portabilityGuestQueryOptions()).catch(() => undefined);

  /** A field left: its journey step, with what it holds. */
  function trackField(field: keyof PortInForm) {
    const tracked = trackedStepOf(field, getValues(field));
    if (!tracked) return;
    trackJourneyStep(PORT_IN_FUNNEL.step(tracked.step));
    // A journey step never stops the visitor: its failure is left unshown (a missing guest has its alert).
    void guestUuid().then((uuid) => {
      if (uuid) void trackPortabilityStep(uuid, tracked.step, tracked.value);
    });
  }

  const bind = fieldBinder(control, isSubmitted, texts.fields);
  /** A field of the form, whose journey step is recorded when it is left. */
  const field = <TName extends keyof PortInForm>(name: TName) => ({ ...bind(name), afterBlur: () => trackField(name) });

  const submit = handleSubmit(async ({ number }) => {
    trackJourneyStep(PORT_IN_FUNNEL.step('solicitud'));
    const uuid = await guestUuid();
    if (!uuid) {
      showAlert({ type: 'danger', message: texts.guestFailed, onAccept: () => window.location.reload() });
      return;
    }
    request.mutate({ uuid, number }, { onSuccess: ({ outcome }) => trackJourneyStep(PORT_IN_FUNNEL.outcome[outcome]) });
  });

  const result = request.data;
  // The outcome is the request's last step: it comes to the top of the viewport with the focus.
  const outcomeArea = useStepPlacement(result && !request.isPending ? `outcome-${result.outcome}` : 'form');

  return (
    <PageSection headingId="port-in-request-heading" heading={texts.heading} intro={texts.intro}>
      <form className={formGrid.twoColumns} noValidate onSubmit={(event) => void submit(event)} onFocus={startFunnel}>
        <FormDigitsField {...field('number')} maxLength={PHONE_DIGITS} />
        <FormDigitsField {...field('nip')} hint={texts.nipHint} maxLength={NIP_DIGITS} />
        <FormTextField {...field('name')} autoComplete="name" maxLength={NAME_MAX_LENGTH} />
        <FormTextField {...field('email')} type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
        <div className={formGrid.fullWidth}>
          <Button type="submit" variant="primary" disabled={request.isPending}>
            {texts.submit}
          </Button>
        </div>
      </form>
      <div ref={outcomeArea} className={pageStyles.status} role="status" aria-live="polite">
        {request.isPending && <p className={pageStyles.note}>{texts.sending}</p>}
        {result && !request.isPending && (
          <>
            <p data-step-heading className={pageStyles.outcome}>
              {texts.outcomes[result.outcome]}
            </p>
            {result.lookup.kind === 'found' && <p>{texts.alreadyPortedDetail(formatPhone(result.lookup.number), result.lookup.iccid)}</p>}
          </>
        )}
      </div>
    </PageSection>
  );
}
