import { mainApi } from '@/api/clients';
import { PostalCodeLookupError, type PostalCodePlaces } from '@/shared/postal-code/postal-code-places';

/** lookupReplacementSimPostalCode: the colonias, state, municipality and country of a postal code. */
export async function lookUpSimPostalCode(postalCode: string): Promise<PostalCodePlaces> {
  let answer;
  try {
    answer = await mainApi.GET('/api/core/bait/servicio/reemplazo-sim/codigo-postal/{postalCode}', {
      params: { path: { postalCode } },
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
    neighbourhoods: information.colonias.map((colonia) => ({ id: colonia.id, name: colonia.nombre, type: colonia.tipo })),
    state: information.estado.nombre,
    municipality: information.municipio.nombre,
    country: information.pais.nombre,
  };
}
