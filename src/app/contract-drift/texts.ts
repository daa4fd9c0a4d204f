/** What the dev-only contract drift panel says (real mode, dev server only). */
export const contractDriftTexts = {
  panelLabel: 'Respuestas fuera del contrato',
  summary: (count: number) => `${count} ${count === 1 ? 'respuesta no cumple' : 'respuestas no cumplen'} el contrato (ver consola)`,
} as const;
