import { fromExample, pathParam } from './answers';
import type { Behavior, BehaviorContext } from './types';
import { hashToSeed } from '../engine/seed';
import type { MockResponse, NamedExample } from '../engine/types';
import { addressApiOperations } from '../generated/address-api-operations';

/**
 * One source of the places of a postal code for every operation that looks one up: the card
 * form's address service (searchNeighbourhoods) and the replacement SIM's lookup
 * (lookupReplacementSimPostalCode) answer the same neighbourhoods, municipality and state for
 * the same code, each in its own shape. The source is the address service's success examples
 * (the richest shape), keyed by their `x-when` postal code or their colonias' codigoPostal; a
 * code they do not name gets one of them, chosen by a hash of the code, so it too is the same
 * everywhere and on every call.
 */
type Neighbourhood = { id: string; nombre: string; tipo: string; ciudad?: string; codigoPostal?: string };
type Entry = { id: string; nombre: string };
type PostalCodePlaces = {
  colonias: Neighbourhood[];
  estado: Entry;
  municipio: Entry;
  pais: { codigo?: string; divisa?: string; id?: string; nombre: string };
};

const SOURCE_OPERATION = 'searchNeighbourhoods';

function placesOf(example: NamedExample): PostalCodePlaces | undefined {
  const value = example.value as { success?: boolean; informacion?: PostalCodePlaces } | undefined;
  return value?.success === true && value.informacion ? value.informacion : undefined;
}

function codesOf(example: NamedExample, places: PostalCodePlaces): string[] {
  const named = example.when?.postalCode ?? [];
  const listed = places.colonias.flatMap((colonia) => (colonia.codigoPostal ? [colonia.codigoPostal] : []));
  return [...new Set([...named, ...listed])];
}

function buildTable(): ReadonlyMap<string, PostalCodePlaces> {
  const source = addressApiOperations.find((operation) => operation.operationId === SOURCE_OPERATION);
  const table = new Map<string, PostalCodePlaces>();
  for (const example of source?.responses.filter((response) => response.status === 200).flatMap((response) => response.examples) ?? []) {
    const places = placesOf(example);
    if (places) for (const code of codesOf(example, places)) if (!table.has(code)) table.set(code, places);
  }
  return table;
}

let table: ReadonlyMap<string, PostalCodePlaces> | undefined;

/** The places of `postalCode`, the same for every lookup and every call. */
function postalCodePlaces(postalCode: string): PostalCodePlaces {
  table ??= buildTable();
  const known = table.get(postalCode);
  if (known) return known;
  const codes = [...table.keys()].sort();
  const borrowed = table.get(codes[hashToSeed(postalCode) % codes.length] ?? '');
  if (!borrowed) throw new Error(`${SOURCE_OPERATION} has no success example with places`);
  return { ...borrowed, colonias: borrowed.colonias.map((colonia) => ({ ...colonia, codigoPostal: postalCode })) };
}

/** The contract names its own answer for this code (an unknown code's 404, a code of the source): it answers. */
function contractAnswersCode(context: BehaviorContext, postalCode: string): boolean {
  return context.operation.responses.some((response) => response.examples.some((example) => example.when?.postalCode?.includes(postalCode)));
}

function lookUp(context: BehaviorContext, answer: (places: PostalCodePlaces) => MockResponse): MockResponse | undefined {
  const postalCode = pathParam(context, 'postalCode');
  if (contractAnswersCode(context, postalCode)) return undefined;
  return answer(postalCodePlaces(postalCode));
}

export const searchNeighbourhoods: Behavior = (context) => lookUp(context, (places) => fromExample(context, 'found', { informacion: places }));

export const lookupReplacementSimPostalCode: Behavior = (context) =>
  lookUp(context, (places) =>
    fromExample(context, 'found', {
      informacion: {
        colonias: places.colonias.map(({ id, nombre, tipo }) => ({ id, nombre, tipo })),
        pais: { nombre: places.pais.nombre },
        estado: { nombre: places.estado.nombre },
        municipio: { nombre: places.municipio.nombre },
      },
    }),
  );
