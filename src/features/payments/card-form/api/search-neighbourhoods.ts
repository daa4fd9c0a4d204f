import { addressApi } from '@/api/clients';
import { PostalCodeLookupError, type PostalCodePlaces } from '@/shared/postal-code/postal-code-places';
import type { PluginConfiguration } from '../../plugin/types';

// The places and the failure are shared with the replacement-SIM form (src/shared/postal-code).
export { PostalCodeLookupError, type Neighbourhood, type PostalCodePlaces } from '@/shared/postal-code/postal-code-places';

/** `GET /busqueda/colonias/{postalCode}` with the address credentials of the plugin answer. */
export async function searchNeighbourhoods(postalCode: string, credentials: PluginConfiguration['addressCredentials']): Promise<PostalCodePlaces> {
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
