import { describe, expect, it } from 'vitest';
import { optionMatches, searchKey, typeahead, type SelectOption } from '../search-options';

const mexicoCity: SelectOption = { id: '55', name: '55 · Ciudad de México, Ciudad de México' };
const queretaro: SelectOption = { id: '442', name: '442 · Querétaro, Querétaro' };
const monterrey: SelectOption = { id: '81', name: '81 · Monterrey, Nuevo León' };
const merida: SelectOption = { id: '999', name: '999 · Mérida, Yucatán' };
const options = [mexicoCity, queretaro, monterrey, merida];

describe('searchKey', () => {
  it('drops accents, case and extra spaces', () => {
    expect(searchKey('  Nuevo   LEÓN ')).toBe('nuevo leon');
    expect(searchKey('Querétaro')).toBe(searchKey('queretaro'));
    expect(searchKey('Ñuñoa')).toBe('nunoa');
  });
});

describe('optionMatches (spec 5: accent-insensitive search)', () => {
  it('finds a name typed without its accents, or with accents it does not have', () => {
    expect(optionMatches(queretaro, 'queretaro')).toBe(true);
    expect(optionMatches(monterrey, 'LEON')).toBe(true);
    expect(optionMatches(monterrey, 'mónterrey')).toBe(true);
  });

  it('needs every word of the term, in any order', () => {
    expect(optionMatches(mexicoCity, 'mexico 55')).toBe(true);
    expect(optionMatches(mexicoCity, 'mexico 81')).toBe(false);
  });

  it('matches the code of an area as well as its city', () => {
    expect(optionMatches(merida, '99')).toBe(true);
    expect(optionMatches(merida, 'merida')).toBe(true);
  });
});

describe('typeahead (spec 5 messages)', () => {
  it('says "Buscando..." while the options load', () => {
    expect(typeahead({ options, term: 'mer', minTermLength: 0, loading: true })).toEqual({ kind: 'message', message: 'Buscando...' });
  });

  it('asks for the characters still missing below the minimum', () => {
    expect(typeahead({ options, term: '', minTermLength: 2, loading: false })).toEqual({
      kind: 'message',
      message: 'Por favor ingresa 2 o más caracteres',
    });
    expect(typeahead({ options, term: ' m ', minTermLength: 2, loading: false })).toEqual({
      kind: 'message',
      message: 'Por favor ingresa 1 o más caracteres',
    });
  });

  it('lists every option for an empty term without a minimum', () => {
    expect(typeahead({ options, term: '', minTermLength: 0, loading: false })).toEqual({ kind: 'options', options });
  });

  it('lists the matches in their own order, or says there are none', () => {
    expect(typeahead({ options, term: 'er', minTermLength: 1, loading: false })).toEqual({
      kind: 'options',
      options: [queretaro, monterrey, merida],
    });
    expect(typeahead({ options, term: 'Tijuana', minTermLength: 1, loading: false })).toEqual({
      kind: 'message',
      message: 'No se encontraron coincidencias',
    });
  });
});
