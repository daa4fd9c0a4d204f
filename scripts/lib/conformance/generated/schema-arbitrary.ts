import fc from 'fast-check';
import { validateAgainstSchema } from '@mocks/engine/schema-validator';
import type { JsonSchema } from '@mocks/engine/types';

/** Where a value travels: text of a path segment, query or header, or JSON of a body. */
export type ValuePlace = 'path' | 'query' | 'header' | 'body';

/** A schema no value can satisfy, or one the generator cannot satisfy: where, and why. */
export class SchemaContradiction extends Error {
  constructor(
    readonly schemaPath: string,
    readonly reason: string,
  ) {
    super(`${schemaPath}: ${reason}`);
    this.name = 'SchemaContradiction';
  }
}

/** How many raw values are drawn to tell a hard-to-satisfy schema from an impossible one. */
const PROBE_RUNS = 40;
/** Lists and texts without an upper limit stay short: longer ones find little more and cost time. */
const OPEN_LIST_EXTRA = 4;
const OPEN_TEXT_EXTRA = 24;
const MAX_DEPTH = 12;

export function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties || schema.required || schema.additionalProperties !== undefined) return ['object'];
  if (schema.items || schema.minItems !== undefined || schema.maxItems !== undefined) return ['array'];
  if (schema.pattern !== undefined || schema.format !== undefined || schema.minLength !== undefined || schema.maxLength !== undefined) return ['string'];
  if (schema.minimum !== undefined || schema.maximum !== undefined) return ['number'];
  return [];
}

/** The numeric range a schema allows, with exclusive bounds turned inclusive for integers. */
export function numericRange(schema: JsonSchema, integer: boolean): { min?: number; max?: number; minExcluded: boolean; maxExcluded: boolean } {
  let min = schema.minimum;
  let max = schema.maximum;
  let minExcluded = false;
  let maxExcluded = false;
  if (typeof schema.exclusiveMinimum === 'number' && (min === undefined || schema.exclusiveMinimum >= min)) {
    min = integer ? Math.floor(schema.exclusiveMinimum) + 1 : schema.exclusiveMinimum;
    minExcluded = !integer;
  }
  if (typeof schema.exclusiveMaximum === 'number' && (max === undefined || schema.exclusiveMaximum <= max)) {
    max = integer ? Math.ceil(schema.exclusiveMaximum) - 1 : schema.exclusiveMaximum;
    maxExcluded = !integer;
  }
  if (integer) {
    if (min !== undefined) min = Math.ceil(min);
    if (max !== undefined) max = Math.floor(max);
  }
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}), minExcluded, maxExcluded };
}

/** Contradictions one keyword pair shows on its own, found before any value is drawn. */
function staticContradiction(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.enum) && schema.enum.length === 0) return 'enum lists no value';
  if (schema.minLength !== undefined && schema.maxLength !== undefined && schema.minLength > schema.maxLength) {
    return `minLength ${schema.minLength} is above maxLength ${schema.maxLength}`;
  }
  if (schema.minItems !== undefined && schema.maxItems !== undefined && schema.minItems > schema.maxItems) {
    return `minItems ${schema.minItems} is above maxItems ${schema.maxItems}`;
  }
  const types = typesOf(schema);
  if (types.length === 1 && (types[0] === 'integer' || types[0] === 'number')) {
    const range = numericRange(schema, types[0] === 'integer');
    if (
      range.min !== undefined &&
      range.max !== undefined &&
      (range.min > range.max || (range.min === range.max && (range.minExcluded || range.maxExcluded)))
    ) {
      return `no ${types[0]} lies between ${String(schema.minimum ?? schema.exclusiveMinimum)} and ${String(schema.maximum ?? schema.exclusiveMaximum)}`;
    }
  }
  if (schema.additionalProperties === false && schema.required) {
    const missing = schema.required.filter((name) => !(schema.properties && name in schema.properties));
    if (missing.length > 0) return `required ${missing.join(', ')} but additionalProperties is false and properties does not list it`;
  }
  return undefined;
}

function isValid(schema: JsonSchema, value: unknown): boolean {
  return validateAgainstSchema(schema, value).length === 0;
}

/** A filter that is known to let some values through: an impossible one names its schema path. */
function satisfiable<T>(arbitrary: fc.Arbitrary<T>, keep: (value: T) => boolean, schemaPath: string, reason: string): fc.Arbitrary<T> {
  const drawn = fc.sample(arbitrary, { seed: 1, numRuns: PROBE_RUNS });
  if (!drawn.some(keep)) throw new SchemaContradiction(schemaPath, reason);
  return arbitrary.filter(keep);
}

/** Characters of a parameter's text: visible ASCII, so a header never carries what HTTP strips or forbids. */
const parameterCharacter = fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }).filter((char) => char.trim() === char && char !== '');
const bodyCharacter = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
);

function formatArbitrary(format: string): fc.Arbitrary<string> | undefined {
  const date = fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true });
  switch (format) {
    case 'date':
      return date.map((value) => value.toISOString().slice(0, 10));
    case 'date-time':
      return date.map((value) => value.toISOString());
    case 'time':
      return date.map((value) => `${value.toISOString().slice(11, 19)}Z`);
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'ipv4':
      return fc.ipV4();
    case 'ipv6':
      return fc.ipV6();
    case 'hostname':
      return fc.domain();
    default:
      return undefined;
  }
}

function stringArbitrary(schema: JsonSchema, place: ValuePlace, schemaPath: string): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? (place === 'path' ? 1 : 0);
  // Free text without a limit stays short; a format or pattern sets its own length.
  const maxLength = schema.maxLength ?? (schema.format !== undefined || schema.pattern !== undefined ? Number.POSITIVE_INFINITY : minLength + OPEN_TEXT_EXTRA);
  const lengthFits = (text: string) => {
    const length = [...text].length;
    return length >= minLength && length <= maxLength;
  };
  const textFits = (text: string) => place === 'body' || (text.trim() === text && text !== '') || (place === 'query' && text === '');
  if (schema.format !== undefined && schema.pattern === undefined) {
    const formatted = formatArbitrary(schema.format);
    if (formatted) return satisfiable(formatted, (text) => lengthFits(text) && isValid(schema, text), schemaPath, `no ${schema.format} fits the length limits`);
  }
  if (schema.pattern !== undefined) {
    const pattern = new RegExp(schema.pattern, 'u');
    return satisfiable(
      fc.stringMatching(pattern),
      (text) => lengthFits(text) && textFits(text) && isValid(schema, text),
      schemaPath,
      `no text matching ${schema.pattern} has a length from ${minLength} to ${maxLength}`,
    );
  }
  const unit = place === 'body' ? bodyCharacter : parameterCharacter;
  return fc.string({ unit, minLength, maxLength });
}

function numberArbitrary(schema: JsonSchema, integer: boolean, schemaPath: string): fc.Arbitrary<number> {
  const range = numericRange(schema, integer);
  const multipleOf = typeof schema.multipleOf === 'number' && schema.multipleOf > 0 ? schema.multipleOf : undefined;
  if (integer || multipleOf !== undefined) {
    const step = multipleOf ?? 1;
    const lowest = Math.ceil((range.min ?? -1_000_000) / step);
    const highest = Math.floor((range.max ?? 1_000_000_000) / step);
    if (lowest > highest) throw new SchemaContradiction(schemaPath, `no multiple of ${step} lies in the range`);
    return fc.integer({ min: lowest, max: highest }).map((factor) => factor * step);
  }
  return fc.double({
    noNaN: true,
    noDefaultInfinity: true,
    ...(range.min !== undefined ? { min: range.min, minExcluded: range.minExcluded } : { min: -1e9 }),
    ...(range.max !== undefined ? { max: range.max, maxExcluded: range.maxExcluded } : { max: 1e12 }),
  });
}

/** allOf as one schema: its parts' keywords together, their properties and required lists merged. */
export function mergedAllOf(schema: JsonSchema): JsonSchema {
  if (!schema.allOf) return schema;
  const { allOf, ...rest } = schema;
  const merged: JsonSchema = { ...rest };
  for (const part of allOf.map(mergedAllOf)) {
    const { properties, required, ...keywords } = part;
    Object.assign(merged, keywords);
    if (properties) merged.properties = { ...merged.properties, ...properties };
    if (required) merged.required = [...new Set([...(merged.required ?? []), ...required])];
  }
  return merged;
}

function objectArbitrary(schema: JsonSchema, place: ValuePlace, schemaPath: string, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    shape[name] = valueArbitrary(property, place, `${schemaPath}/properties/${name}`, depth + 1);
  }
  // A required name the properties do not describe still has to be sent: any text will do.
  for (const name of required) shape[name] ??= fc.string({ unit: parameterCharacter, minLength: 1, maxLength: 8 });
  const record = fc.record(shape, { requiredKeys: [...required].filter((name) => name in shape) });
  const extra = schema.additionalProperties;
  if (extra && typeof extra === 'object' && Object.keys(properties).length === 0) {
    const values = valueArbitrary(extra, place, `${schemaPath}/additionalProperties`, depth + 1);
    return fc.dictionary(fc.string({ unit: parameterCharacter, minLength: 1, maxLength: 12 }), values, { maxKeys: OPEN_LIST_EXTRA });
  }
  return record as fc.Arbitrary<Record<string, unknown>>;
}

function arrayArbitrary(schema: JsonSchema, place: ValuePlace, schemaPath: string, depth: number): fc.Arbitrary<unknown[]> {
  const minLength = schema.minItems ?? 0;
  const maxLength = schema.maxItems ?? minLength + OPEN_LIST_EXTRA;
  if (depth >= MAX_DEPTH) {
    if (minLength > 0) throw new SchemaContradiction(schemaPath, `nested deeper than ${MAX_DEPTH} levels with minItems ${minLength}`);
    return fc.constant([]);
  }
  const items = schema.items ? valueArbitrary(schema.items, place, `${schemaPath}/items`, depth + 1) : fc.string({ maxLength: 8 });
  const size = { minLength, maxLength: Math.min(maxLength, minLength + OPEN_LIST_EXTRA) };
  return schema.uniqueItems ? fc.uniqueArray(items, { ...size, selector: (item) => JSON.stringify(item) }) : fc.array(items, size);
}

function typedArbitrary(type: string, schema: JsonSchema, place: ValuePlace, schemaPath: string, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(schema, place, schemaPath);
    case 'integer':
      return numberArbitrary(schema, true, schemaPath);
    case 'number':
      return numberArbitrary(schema, false, schemaPath);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayArbitrary(schema, place, schemaPath, depth);
    case 'object':
      return objectArbitrary(schema, place, schemaPath, depth);
    default:
      throw new SchemaContradiction(schemaPath, `type ${type} is not a JSON Schema type`);
  }
}

/**
 * The values a schema accepts, as a fast-check arbitrary that shrinks towards short texts, small
 * numbers and absent optional fields. Throws SchemaContradiction, naming the schema path, where
 * no value fits (minLength above maxLength, an empty enum, a pattern no allowed length matches).
 */
export function valueArbitrary(input: JsonSchema, place: ValuePlace, schemaPath: string, depth = 0): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) throw new SchemaContradiction(schemaPath, `nested deeper than ${MAX_DEPTH} levels`);
  const schema = mergedAllOf(input);
  const contradiction = staticContradiction(schema);
  if (contradiction) throw new SchemaContradiction(schemaPath, contradiction);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) {
    const allowed = schema.enum.filter((value) => isValid(schema, value));
    if (allowed.length === 0) throw new SchemaContradiction(schemaPath, 'no value of enum satisfies the other keywords');
    return fc.constantFrom(...allowed);
  }
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices) {
    const outer: JsonSchema = { ...schema };
    delete outer.oneOf;
    delete outer.anyOf;
    const keyword = schema.oneOf ? 'oneOf' : 'anyOf';
    const arbitraries = choices.flatMap((choice, index) => {
      try {
        return [valueArbitrary({ ...outer, ...choice }, place, `${schemaPath}/${keyword}/${index}`, depth + 1)];
      } catch (error) {
        if (error instanceof SchemaContradiction) return [];
        throw error;
      }
    });
    if (arbitraries.length === 0) throw new SchemaContradiction(schemaPath, `no alternative of ${keyword} can be satisfied`);
    return satisfiable(fc.oneof(...arbitraries), (value) => isValid(schema, value), schemaPath, `no value satisfies exactly the ${keyword}`);
  }
  let types = typesOf(schema);
  if (schema.nullable === true) types = [...types, 'null'];
  if (types.length === 0) return place === 'body' ? fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean()) : stringArbitrary({}, place, schemaPath);
  const arbitraries = types.map((type) => typedArbitrary(type, schema, place, schemaPath, depth));
  return arbitraries.length === 1 ? (arbitraries[0] as fc.Arbitrary<unknown>) : fc.oneof(...arbitraries);
}
