import { mainApi } from '@/api/clients';
import { lookUpPostalCodePlaces } from '@/shared/domain/postal-code/api/look-up-places';
import type { PostalCodePlaces } from '@/shared/domain/postal-code/postal-code-places';

/** lookupReplacementSimPostalCode: the colonias, state, municipality and country of a postal code. */
export function lookUpSimPostalCode(postalCode: string): Promise<PostalCodePlaces> {
  return lookUpPostalCodePlaces(
    () => mainApi.GET('/api/core/bait/servicio/reemplazo-sim/codigo-postal/{postalCode}', { params: { path: { postalCode } } }),
    (colonia) => ({ id: colonia.id, name: colonia.nombre, type: colonia.tipo }),
  );
}
