import { mainApi } from '@/api/clients';

/** The journey step was not recorded: HTTP error, success false or no answer. */
class JourneyUpdateError extends Error {
  constructor() {
    super('The journey step was not recorded');
    this.name = 'JourneyUpdateError';
  }
}

/** updateJourney: one step of the visitor's journey with its filled or valid flag. */
export async function updateJourney(uuid: string, event: number, value: boolean): Promise<void> {
  let answer;
  try {
    answer = await mainApi.GET('/api/core/captacion/journey/{uuid}/update/{event}/{value}', {
      params: { path: { uuid, event, value: value ? 'true' : 'false' } },
    });
  } catch {
    throw new JourneyUpdateError();
  }
  if (!answer.response.ok || answer.data?.success !== true) throw new JourneyUpdateError();
}
