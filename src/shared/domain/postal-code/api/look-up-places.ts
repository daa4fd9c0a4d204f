import type { components as AddressSchemas } from '../../../../api/generated/address-api';
import type { components as MainSchemas } from '../../../../api/generated/main-api';
import { settle, type FetchResult } from '../../../api/settle';
import { PostalCodeLookupError, type Neighbourhood, type PostalCodePlaces } from '../postal-code-places';

/** What the two postal-code services answer, success and refusal alike: their colonias and the places around them. */
type PostalCodeAnswer = MainSchemas['schemas']['ReplacementPostalCode'] | AddressSchemas['schemas']['NeighbourhoodSearchResult'];
type ColoniaOf<TAnswer extends PostalCodeAnswer> = NonNullable<TAnswer['informacion']>['colonias'][number];

/**
 * One postal-code lookup, whichever service answers it (the card form's address service, the SIM
 * replacement's own operation): the places of a 2xx answer with `success: true`,
 * each colonia in the app's names by `toNeighbourhood`; anything else (no answer, another status,
 * `success: false`, no places) throws PostalCodeLookupError with the service's mensaje if it sent
 * one.
 */
export async function lookUpPostalCodePlaces<TAnswer extends PostalCodeAnswer>(
  call: () => Promise<FetchResult<TAnswer, TAnswer>>,
  toNeighbourhood: (colonia: ColoniaOf<TAnswer>) => Neighbourhood,
): Promise<PostalCodePlaces> {
  const { body, okBody } = await settle(call);
  const information = okBody?.informacion;
  if (body?.success !== true || !information) throw new PostalCodeLookupError(body?.mensaje || undefined);
  return {
    neighbourhoods: information.colonias.map(toNeighbourhood),
    state: information.estado.nombre,
    municipality: information.municipio.nombre,
    country: information.pais.nombre,
  };
}
