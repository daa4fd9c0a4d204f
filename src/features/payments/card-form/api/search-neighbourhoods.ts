import { addressApi } from '@/api/clients';
import type { PluginConfiguration } from '../../types';

export interface Neighbourhood {
  id: string;
  name: string;
  city: string;
}

/** The places of a postal code, as the card form fills them (spec payments 3, "Address lookup result"). */
export interface PostalCodePlaces {
  neighbourhoods: Neighbourhood[];
  state: string;
  municipality: string;
  country: string;
}

/** The lookup found nothing or failed; `serverMessage` is the service's mensaje when it sent one. */
export class PostalCodeLookupError extends Error {
  constructor(readonly serverMessage: string | undefined) {
    super(`The postal code lookup failed${serverMessage ? `: ${serverMessage}` : ''}`);
    this.name = 'PostalCodeLookupError';
  }
}

/** `GET /busqueda/colonias/{postalCode}` with the address credentials of the plugin answer. */
export async function searchNeighbourhoods(
  postalCode: string,
  credentials: PluginConfiguration['addressCredentials'],
): Promise<PostalCodePlaces> {
  let answer;
  try {
    answer = await addressApi.GET('/busqueda/colonias/{postalCode}', {
      params: {
        path: { postalCode },
        header: { servicio: credentials.service, cliente: credentials.client, secreto: credentials.secret },
      },
    });
  } catch {
    throw new PostalCodeLookupError(undefined);
  }
  const body = answer.data ?? answer.error;
  const information = answer.data?.informacion;
  if (!answer.response.ok || body?.success !== true || !information) {
    throw new PostalCodeLookupError(body?.mensaje || undefined);
  }
  return {
    neighbourhoods: information.colonias.map((colonia) => ({ id: colonia.id, name: colonia.nombre, city: colonia.ciudad ?? '' })),
    state: information.estado.nombre,
    municipality: information.municipio.nombre,
    country: information.pais.nombre,
  };
}
