import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import type { components } from '@/api/generated/main-api';
import { bodyOf } from '@/shared/api/settle';

type BasicProfileResult = components['schemas']['BasicProfileResult'];

/**
 * The customer's basic profile (getBasicProfile by the session's line number). The profile page
 * shows and edits it; the recurring top-ups take the customer's uuid from it (decision 080).
 */
export interface BasicProfile {
  /** The line number (10 digits). */
  number: string;
  name: string;
  email: string;
  /** 1 mbb, 2 hbb, 3 mifi, when the server says. */
  lineType: number | undefined;
  /** The customer's identifier at the services; the path uuid of the recurring top-ups. */
  customerUuid: string | undefined;
}

/** The profile could not be read; `message` is the server's when it sent one. */
export class BasicProfileError extends Error {
  constructor(readonly serverMessage: string | undefined) {
    super(serverMessage ?? 'basic profile unavailable');
    this.name = 'BasicProfileError';
  }
}

/** The one mapper from the contract's answer; undefined when it holds no profile. */
export function toBasicProfile(result: BasicProfileResult | undefined): BasicProfile | undefined {
  const informacion = result?.success ? result.informacion : undefined;
  if (!informacion) return undefined;
  return {
    number: informacion.dn,
    name: informacion.nombre ?? '',
    email: informacion.email ?? '',
    lineType: informacion.tipo,
    customerUuid: informacion.uuid,
  };
}

async function getBasicProfile(dn: string, signal: AbortSignal): Promise<BasicProfile> {
  const { data, error } = await mainApi.GET('/api/core/bait/servicio/perfil/basico/{dn}', { params: { path: { dn } }, signal });
  const profile = toBasicProfile(data);
  if (!profile) throw new BasicProfileError(bodyOf({ data, error })?.mensaje || undefined);
  return profile;
}

export const basicProfileQueryKey = (dn: string) => ['mainApi', 'getBasicProfile', dn] as const;

export function basicProfileQueryOptions(dn: string) {
  return queryOptions({
    queryKey: basicProfileQueryKey(dn),
    queryFn: ({ signal }) => getBasicProfile(dn, signal),
    // The page offers its own "Reintentar"; a silent retry would only delay the message.
    retry: false,
  });
}

/** The profile of the logged-in line; disabled without one. */
export function useBasicProfile(dn: string | undefined) {
  return useQuery({ ...basicProfileQueryOptions(dn ?? ''), enabled: Boolean(dn) });
}
