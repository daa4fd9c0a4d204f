import type { components } from '@/api/generated/main-api';

type ServerFrequentQuestion = components['schemas']['FrequentQuestion'];

export interface FrequentQuestion {
  id: number;
  category?: string;
  question: string;
  answer: string;
}

/** The one place where the server's question fields become the app's names. */
export function toFrequentQuestion(server: ServerFrequentQuestion): FrequentQuestion {
  return {
    id: server.id,
    question: server.pregunta,
    answer: server.respuesta,
    ...(server.categoria !== undefined ? { category: server.categoria } : {}),
  };
}
