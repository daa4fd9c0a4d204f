import { queryOptions } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import type { components } from '@/api/generated/main-api';
import { apiQueryKey } from '@/shared/api/query-keys';
import { readRetries } from '@/shared/api/query-retries';
import { settle } from '@/shared/api/settle';

type BasicProfileResult = components['schemas']['BasicProfileResult'];

/**
 * The customer's basic profile (getBasicProfile by the session's line number). The profile page
 * shows and edits it; the recurring top-ups take the customer's uuid from it.
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

const BASIC_PROFILE_PATH = '/api/core/bait/servicio/perfil/basico/{dn}'; // getBasicProfile

async function getBasicProfile(dn: string, signal: AbortSignal): Promise<BasicProfile> {
  const { body, okBody } = await settle(() => mainApi.GET(BASIC_PROFILE_PATH, { params: { path: { dn } }, signal }));
  const profile = toBasicProfile(okBody);
  if (!profile) throw new BasicProfileError(body?.mensaje || undefined);
  return profile;
}

/** The profile of a line. The profile page invalidates it after a save: its key is read from here. */
export function basicProfileQueryOptions(dn: string) {
  return queryOptions({
    queryKey: apiQueryKey('mainApi', BASIC_PROFILE_PATH, { dn }),
    queryFn: ({ signal }) => getBasicProfile(dn, signal),
    // The page offers its own "Reintentar"; a silent retry would only delay the message.
    retry: readRetries('getBasicProfile'),
  });
}
