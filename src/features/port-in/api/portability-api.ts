import { queryOptions } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { apiQueryKey } from '@/shared/api/query-keys';
import { readRetries } from '@/shared/api/query-retries';
import { settle } from '@/shared/api/settle';
import { GUEST_ATTEMPTS } from '@/shared/domain/call-policy/call-policy';
import type { PortInStep } from '../port-in-rules';
import type { PortabilityLookup } from './outcomes';

/** The guest service gave no uuid after every attempt (spec 8: the error alert, accept reloads). */
export class PortabilityGuestError extends Error {
  constructor() {
    super('No portability guest after every attempt');
    this.name = 'PortabilityGuestError';
  }
}

const PORTABILITY_GUEST_PATH = '/api/esim/v1/api/publico/visitante/portabilidad'; // getPortabilityGuest

async function askPortabilityGuest(): Promise<string | undefined> {
  const { okBody } = await settle(() => mainApi.GET(PORTABILITY_GUEST_PATH));
  return okBody?.success === true && okBody.uuid ? okBody.uuid : undefined;
}

/** The port-in guest (getPortabilityGuest): at most GUEST_ATTEMPTS attempts, a success false counting as one. */
export async function obtainPortabilityGuest(): Promise<string> {
  for (let attempt = 0; attempt < GUEST_ATTEMPTS; attempt += 1) {
    const uuid = await askPortabilityGuest();
    if (uuid) return uuid;
  }
  throw new PortabilityGuestError();
}

/** One guest per visit of the page, kept in memory. */
export function portabilityGuestQueryOptions() {
  return queryOptions({
    queryKey: apiQueryKey('mainApi', PORTABILITY_GUEST_PATH),
    queryFn: obtainPortabilityGuest,
    staleTime: Infinity,
    retry: readRetries('getPortabilityGuest'),
  });
}

/** Sends a port-in step (trackPortabilityStep); resolves whether the server recorded it. */
export async function trackPortabilityStep(uuid: string, step: PortInStep, value = 'vacio'): Promise<boolean> {
  const { okBody } = await settle(() =>
    mainApi.POST('/api/esim/v1/api/publico/tracking/{uuid}/portabilidad', { params: { path: { uuid } }, body: { paso: step, valor: value } }),
  );
  return okBody?.success === true;
}

/** The number's portability (lookupLinePortability); the mapper of that entity. */
export async function lookupLinePortability(number: string): Promise<PortabilityLookup> {
  const { okBody } = await settle(() => mainApi.GET('/api/portabilidad/v2/portabilidad', { params: { query: { dn: number } } }));
  if (!okBody) return { kind: 'failed' };
  if (okBody.success && okBody.iccid) return { kind: 'found', number: okBody.dn ?? number, iccid: okBody.iccid };
  return okBody.success ? { kind: 'failed' } : { kind: 'notFound' };
}
