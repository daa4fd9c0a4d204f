/** Texts of the international packages' destination search: with its lazy chunk. */
export const destinationSearchTexts = {
  heading: 'Busca tu destino',
  label: 'País o región',
  hint: 'Escribe el nombre del país al que viajas para ver el paquete que lo incluye.',
  noMatch: 'No encontramos ese destino. Revisa cómo lo escribiste o consulta los paquetes de abajo.',
  matchCount: (count: number) => (count === 1 ? '1 destino encontrado' : `${count} destinos encontrados`),
  coveredBy: 'Paquete:',
} as const;
