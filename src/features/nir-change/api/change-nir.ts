import { useMutation } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { answerBody } from '@/shared/api/settle';
import { nirChangeOutcomeOf, type NirChangeOutcome } from '../nir-outcomes';

export interface NirChangeRequest {
  dn: string;
  nir: string;
}

/** changeNir: numero and the chosen nir (the contract's optional PIN uuid is not part of this page). */
export function useChangeNir() {
  return useMutation({
    mutationFn: async ({ dn, nir }: NirChangeRequest): Promise<NirChangeOutcome> =>
      nirChangeOutcomeOf(await answerBody(() => mainApi.POST('/conn/page/api/bait/api/cambioNir', { body: { numero: dn, nir } }))),
  });
}
