import { searchableSelectTexts as texts } from './texts';

/** One choice of the select (spec 3 "Select option": id and name; selection is the select's value). */
export interface SelectOption {
  id: string;
  name: string;
}

/** Lower case, without accents and with single spaces: "Querétaro" and "queretaro " are the same search. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es-MX')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether every word of the term appears in the option's name, accents and case aside. */
export function optionMatches(option: SelectOption, term: string): boolean {
  const name = searchKey(option.name);
  return searchKey(term)
    .split(' ')
    .every((word) => name.includes(word));
}

/** What the open list shows: the matching options, or one of the typeahead messages. */
export type TypeaheadResult = { kind: 'options'; options: SelectOption[] } | { kind: 'message'; message: string };

export interface TypeaheadInput {
  options: readonly SelectOption[];
  term: string;
  /** Characters the term needs before options show (0: every option shows on an empty term). */
  minTermLength: number;
  /** The options are still on their way. */
  loading: boolean;
}

/**
 * The typeahead rule (spec 5 "Select"): "Buscando..." while the options load, "Por favor ingresa
 * N o más caracteres" while the term (accents and outer spaces aside) is shorter than the minimum,
 * N being the characters still missing, then the matching options in their own order, or "No se
 * encontraron coincidencias".
 */
export function typeahead({ options, term, minTermLength, loading }: TypeaheadInput): TypeaheadResult {
  if (loading) return { kind: 'message', message: texts.searching };
  const length = searchKey(term).length;
  if (length < minTermLength) return { kind: 'message', message: texts.termTooShort(minTermLength - length) };
  const matches = options.filter((option) => optionMatches(option, term));
  return matches.length > 0 ? { kind: 'options', options: matches } : { kind: 'message', message: texts.noMatches };
}
