/** Texts of the associates' line check before buying: with its lazy chunk. */
export const lineCheckTexts = {
  heading: 'Verifica tu línea',
  label: 'Número de tu línea',
  hint: 'Escribe los 10 dígitos de tu línea registrada como asociado para poder comprar.',
  checking: 'Validando el número…',
  valid: 'Tu línea puede recibir las recargas para asociados.',
  retry: 'Reintentar',
} as const;
