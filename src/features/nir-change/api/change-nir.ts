import { mainApi } from '@/api/clients';
import { answerBody } from '@/shared/api/settle';
import { nirChangeOutcomeOf, type NirChangeOutcome } from './outcomes';

export interface NirChangeRequest {
  dn: string;
  nir: string;
}

/** changeNir: numero and the chosen nir (the contract's optional PIN uuid is not part of this page). */
export async function changeNir({ dn, nir }: NirChangeRequest): Promise<NirChangeOutcome> {
  return nirChangeOutcomeOf(await answerBody(() => mainApi.POST('/conn/page/api/bait/api/cambioNir', { body: { numero: dn, nir } })));
}
