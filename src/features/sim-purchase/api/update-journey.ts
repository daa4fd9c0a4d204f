import { mainApi } from '@/api/clients';
import { settle } from '@/shared/api/settle';

/** The journey step was not recorded: HTTP error, success false or no answer. */
class JourneyUpdateError extends Error {
  constructor() {
    super('The journey step was not recorded');
    this.name = 'JourneyUpdateError';
  }
}

/** updateJourney: one step of the visitor's journey with its filled or valid flag. */
export async function updateJourney(uuid: string, event: number, value: boolean): Promise<void> {
  const { okBody } = await settle(() =>
    mainApi.GET('/api/core/captacion/journey/{uuid}/update/{event}/{value}', { params: { path: { uuid, event, value: value ? 'true' : 'false' } } }),
  );
  if (okBody?.success !== true) throw new JourneyUpdateError();
}
