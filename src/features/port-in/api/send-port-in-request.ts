import { PORT_IN_REQUEST_STEP } from '../port-in-rules';
import { outcomeOf, shouldSendRequest, type PortabilityLookup, type PortInOutcome } from './outcomes';
import { lookupLinePortability, trackPortabilityStep } from './portability-api';

export interface PortInResult {
  outcome: PortInOutcome;
  lookup: PortabilityLookup;
}

/**
 * The number's portability first: a registered one is shown, not requested again; otherwise the
 * request step (solicitud) sends the request the guest's steps hold.
 */
export async function sendPortInRequest({ uuid, number }: { uuid: string; number: string }): Promise<PortInResult> {
  const lookup = await lookupLinePortability(number);
  if (!shouldSendRequest(lookup)) return { outcome: outcomeOf(lookup), lookup };
  const sent = await trackPortabilityStep(uuid, PORT_IN_REQUEST_STEP);
  return { outcome: outcomeOf(lookup, sent), lookup };
}
