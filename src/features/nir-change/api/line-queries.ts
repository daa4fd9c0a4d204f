import { queryOptions } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { answerBody } from '@/shared/api/settle';
import { ownerNameOf, toNirList } from '../nir-outcomes';

/** listAvailableNirs: the area codes a line may move to. */
export function availableNirsQueryOptions() {
  return queryOptions({
    queryKey: ['nir-change', 'available-nirs'],
    queryFn: async () => toNirList(await answerBody(() => mainApi.GET('/api/core/servicio/nirs/disponibles'))),
    // A failure is an answer the page shows with its own retry.
    retry: false,
  });
}

/** getBasicProfile: the owner's name shown beside the line; none when the line has no profile. */
export function lineOwnerQueryOptions(dn: string) {
  return queryOptions({
    queryKey: ['nir-change', 'line-owner', dn],
    queryFn: async () => ownerNameOf(await answerBody(() => mainApi.GET('/api/core/bait/servicio/perfil/basico/{dn}', { params: { path: { dn } } }))) ?? null,
    retry: false,
  });
}
