import { queryOptions } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { apiQueryKey } from '@/shared/api/query-keys';
import { readRetries } from '@/shared/api/query-retries';
import { answerBody } from '@/shared/api/settle';
import { basicProfileQueryOptions } from '@/shared/domain/profile/api/basic-profile';
import { ownerNameOf, toNirList } from './outcomes';

const AVAILABLE_NIRS_PATH = '/api/core/servicio/nirs/disponibles'; // listAvailableNirs

/** listAvailableNirs: the area codes a line may move to. */
export function availableNirsQueryOptions() {
  return queryOptions({
    queryKey: apiQueryKey('mainApi', AVAILABLE_NIRS_PATH),
    queryFn: async () => toNirList(await answerBody(() => mainApi.GET(AVAILABLE_NIRS_PATH))),
    // A failure is an answer the page shows with its own retry.
    retry: readRetries('listAvailableNirs'),
  });
}

/**
 * The owner's name shown beside the line: the line's basic profile (one cache entry with the
 * profile page's), its name selected; none when the line has no profile or it cannot be read.
 */
export function lineOwnerQueryOptions(dn: string) {
  return queryOptions({ ...basicProfileQueryOptions(dn), select: ownerNameOf });
}
