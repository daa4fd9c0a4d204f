import { queryOptions } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { apiQueryKey } from '@/shared/api/query-keys';
import { readRetries } from '@/shared/api/query-retries';
import { settle } from '@/shared/api/settle';
import { toFrequentQuestion, type FrequentQuestion } from '../frequent-question';

const FREQUENT_QUESTIONS_PATH = '/api/asistencia/v2/soporte/preguntas-frecuentes'; // listFrequentQuestions

async function listFrequentQuestions(signal: AbortSignal): Promise<FrequentQuestion[]> {
  const { okBody } = await settle(() => mainApi.GET(FREQUENT_QUESTIONS_PATH, { signal }));
  if (!okBody?.success) throw new Error('The frequent questions could not be read');
  return (okBody.lista ?? []).map(toFrequentQuestion);
}

export function frequentQuestionsQueryOptions() {
  return queryOptions({
    queryKey: apiQueryKey('mainApi', FREQUENT_QUESTIONS_PATH),
    retry: readRetries('listFrequentQuestions'),
    queryFn: ({ signal }) => listFrequentQuestions(signal),
  });
}
