import { addressApi } from '@/api/clients';
import { lookUpPostalCodePlaces } from '@/shared/domain/postal-code/api/look-up-places';
import type { PostalCodePlaces } from '@/shared/domain/postal-code/postal-code-places';
import type { PluginConfiguration } from '../../plugin/types';

// The places and the failure are shared with the replacement-SIM form (src/shared/domain/postal-code).
export { type PostalCodePlaces } from '@/shared/domain/postal-code/postal-code-places';

/** `GET /busqueda/colonias/{postalCode}` with the address credentials of the plugin answer. */
export function searchNeighbourhoods(postalCode: string, credentials: PluginConfiguration['addressCredentials']): Promise<PostalCodePlaces> {
  return lookUpPostalCodePlaces(
    () =>
      addressApi.GET('/busqueda/colonias/{postalCode}', {
        params: {
          path: { postalCode },
          header: { servicio: credentials.service, cliente: credentials.client, secreto: credentials.secret },
        },
      }),
    (colonia) => ({ id: colonia.id, name: colonia.nombre, city: colonia.ciudad ?? '' }),
  );
}
