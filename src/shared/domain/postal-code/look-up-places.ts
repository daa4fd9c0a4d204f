import { PostalCodeLookupError, type Neighbourhood, type PostalCodePlaces } from './postal-code-places';
import { settle, type FetchResult } from '../../api/settle';

/** What a postal-code service answers, success and refusal alike: its colonias and the places around them. */
export interface PostalCodeAnswer<TColonia> {
  success?: boolean;
  mensaje?: string;
  informacion?: {
    colonias: TColonia[];
    estado: { nombre: string };
    municipio: { nombre: string };
    pais: { nombre: string };
  };
}

/**
 * One postal-code lookup, whichever service answers it (the card form's address service, the SIM
 * replacement's own operation): the places of a 2xx answer with `success: true`,
 * each colonia in the app's names by `toNeighbourhood`; anything else (no answer, another status,
 * `success: false`, no places) throws PostalCodeLookupError with the service's mensaje if it sent
 * one.
 */
export async function lookUpPostalCodePlaces<TColonia>(
  call: () => Promise<FetchResult<PostalCodeAnswer<TColonia>, PostalCodeAnswer<TColonia>>>,
  toNeighbourhood: (colonia: TColonia) => Neighbourhood,
): Promise<PostalCodePlaces> {
  const { status, body } = await settle(call);
  const answered = status !== undefined && status >= 200 && status < 300;
  const information = answered ? body?.informacion : undefined;
  if (body?.success !== true || !information) throw new PostalCodeLookupError(body?.mensaje || undefined);
  return {
    neighbourhoods: information.colonias.map(toNeighbourhood),
    state: information.estado.nombre,
    municipality: information.municipio.nombre,
    country: information.pais.nombre,
  };
}
