/** The typeahead messages of the searchable select (spec 5 "Select"), quoted as the spec gives them. */
export const searchableSelectTexts = {
  /** The term is shorter than the select's minimum: `remaining` more characters are needed. */
  termTooShort: (remaining: number) => `Por favor ingresa ${remaining} o más caracteres`,
  noMatches: 'No se encontraron coincidencias',
  searching: 'Buscando...',
} as const;
