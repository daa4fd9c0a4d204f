import type { Faker } from '@faker-js/faker';
import type { JsonSchema } from './types';

/**
 * How full a schema-made body is: typical (required fields and most optional ones), minimal
 * (required fields only, shortest arrays) or maximal (every field, longest arrays and strings).
 */
export type DataProfile = 'typical' | 'minimal' | 'maximal';

const DEFAULT_MAX_ITEMS = 4;
const DEFAULT_MAX_LENGTH = 40;
const OPTIONAL_FIELD_PROBABILITY = 0.75;

/** Field names that identify an entity: an object holding one is made from its identity. */
const IDENTIFIER_FIELDS = ['id', 'uuid', 'offeringid', 'offeringId', 'dn', 'msisdn', 'iccid'];

export type EntityOptions = {
  /** The seed of an entity's fields, from its kind and identifier: the same item in a list and alone. */
  entitySeed: (kind: string, id: string) => number;
  /** Identifier values the top-level object must carry, e.g. the path parameter of GET /items/{id}. */
  pinnedIds?: Record<string, string>;
};

type Context = { faker: Faker; profile: DataProfile; propertyName?: string; entity?: EntityOptions; topLevel?: boolean };

export function fakeFromSchema(schema: JsonSchema, faker: Faker, profile: DataProfile = 'typical', entity?: EntityOptions): unknown {
  return fake(schema, { faker, profile, ...(entity ? { entity } : {}), topLevel: true });
}

function fake(schema: JsonSchema, context: Context): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return context.faker.helpers.arrayElement(schema.enum);
  if (schema.allOf) return fake(mergeAllOf(schema.allOf), context);
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives && alternatives.length > 0) {
    return fake(context.faker.helpers.arrayElement(alternatives), context);
  }
  if (Array.isArray(schema.examples) && schema.examples.length > 0) {
    return context.faker.helpers.arrayElement(schema.examples);
  }
  switch (primaryType(schema)) {
    case 'object':
      return fakeObject(schema, context);
    case 'array':
      return fakeArray(schema, context);
    case 'string':
      return fakeString(schema, context);
    case 'integer':
      return fakeNumber(schema, context, true);
    case 'number':
      return fakeNumber(schema, context, false);
    case 'boolean':
      return context.faker.datatype.boolean();
    case 'null':
      return null;
    default:
      return {};
  }
}

function primaryType(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null') ?? 'null';
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

function mergeAllOf(parts: JsonSchema[]): JsonSchema {
  return parts.reduce<JsonSchema>(
    (merged, part) => ({
      ...merged,
      ...part,
      properties: { ...merged.properties, ...part.properties },
      required: [...(merged.required ?? []), ...(part.required ?? [])],
    }),
    {},
  );
}

function identifierOf(schema: JsonSchema): string | undefined {
  const required = new Set(schema.required ?? []);
  return IDENTIFIER_FIELDS.find((name) => required.has(name) && schema.properties?.[name]);
}

function pinnedValue(raw: string, schema: JsonSchema): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  return type === 'integer' || type === 'number' ? Number(raw) : raw;
}

function fakeObject(schema: JsonSchema, context: Context): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  const properties = Object.entries(schema.properties ?? {});
  const idField = context.entity ? identifierOf(schema) : undefined;
  const nested = { ...context, topLevel: false };
  let id: unknown;
  if (idField && context.entity) {
    const idSchema = schema.properties?.[idField] ?? {};
    const pinned = context.topLevel ? context.entity.pinnedIds?.[idField] : undefined;
    id = pinned !== undefined ? pinnedValue(pinned, idSchema) : fake(idSchema, { ...nested, propertyName: idField });
    const kind = properties
      .map(([name]) => name)
      .sort()
      .join(',');
    context.faker.seed(context.entity.entitySeed(kind, String(id)));
  }
  const result: Record<string, unknown> = {};
  for (const [name, propertySchema] of properties) {
    if (name === idField) {
      result[name] = id;
      continue;
    }
    if (!required.has(name) && !includeOptional(context)) continue;
    result[name] = fake(propertySchema, { ...nested, propertyName: name });
  }
  return result;
}

function includeOptional(context: Context): boolean {
  if (context.profile === 'minimal') return false;
  if (context.profile === 'maximal') return true;
  return context.faker.number.float({ min: 0, max: 1 }) < OPTIONAL_FIELD_PROBABILITY;
}

function fakeArray(schema: JsonSchema, context: Context): unknown[] {
  const minItems = schema.minItems ?? (context.profile === 'minimal' ? 0 : 1);
  const maxItems = schema.maxItems ?? Math.max(minItems, DEFAULT_MAX_ITEMS);
  const count =
    context.profile === 'minimal' ? minItems : context.profile === 'maximal' ? maxItems : context.faker.number.int({ min: minItems, max: maxItems });
  const itemSchema = schema.items ?? {};
  return Array.from({ length: count }, () => fake(itemSchema, context));
}

function fakeNumber(schema: JsonSchema, context: Context, integer: boolean): number {
  const step = schema.multipleOf ?? (integer ? 1 : 0.01);
  let min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : 0);
  let max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : min + 1000);
  if (integer) {
    min = Math.ceil(min);
    max = Math.floor(max);
  }
  if (context.profile === 'maximal') return max;
  if (context.profile === 'minimal') return min;
  if (schema.multipleOf) {
    const steps = Math.floor((max - min) / step);
    return min + context.faker.number.int({ min: 0, max: Math.max(steps, 0) }) * step;
  }
  return integer ? context.faker.number.int({ min, max }) : context.faker.number.float({ min, max, fractionDigits: 2 });
}

const CLASS_SHORTHANDS: Record<string, string> = { d: '0-9', w: 'A-Za-z0-9_' };

/** Rewrites \d and \w, which faker's fromRegExp does not know, as plain character classes, and escaped literals as classes of one. */
export function toFakerPattern(pattern: string): string {
  let rewritten = '';
  let insideClass = false;
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index];
    const next = pattern[index + 1];
    if (char === '\\' && next !== undefined) {
      const shorthand = CLASS_SHORTHANDS[next];
      if (shorthand) rewritten += insideClass ? shorthand : `[${shorthand}]`;
      // fromRegExp keeps `\.` as two characters; a one-character class is the literal it means.
      else rewritten += insideClass || /[\]\\^-]/.test(next) ? char + next : `[${next}]`;
      index += 1;
      continue;
    }
    if (char === '[') insideClass = true;
    if (char === ']') insideClass = false;
    rewritten += char;
  }
  return rewritten.replace(/^\^/, '').replace(/\$$/, '');
}

function fakeString(schema: JsonSchema, context: Context): string {
  const { faker } = context;
  if (schema.pattern) return faker.helpers.fromRegExp(toFakerPattern(schema.pattern));
  const byFormat = fakeStringByFormat(schema.format, faker);
  if (byFormat !== undefined) return byFormat;
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Math.max(minLength, DEFAULT_MAX_LENGTH);
  if (context.profile === 'maximal') return faker.string.alpha({ length: maxLength });
  const text = fakeTextByName(context.propertyName, faker);
  return fitLength(text, minLength, maxLength, faker);
}

function fakeStringByFormat(format: string | undefined, faker: Faker): string | undefined {
  switch (format) {
    case 'date-time':
      return faker.date.recent({ days: 30 }).toISOString();
    case 'date':
      return faker.date.recent({ days: 30 }).toISOString().slice(0, 10);
    case 'time':
      return faker.date.recent().toISOString().slice(11, 19);
    case 'email':
      return faker.internet.email({ provider: 'correo.example' }).toLowerCase();
    case 'uuid':
      return faker.string.uuid();
    case 'uri':
    case 'url':
      return `https://bait.example/${faker.string.alphanumeric({ length: 8, casing: 'lower' })}`;
    case 'uri-reference':
      return `/${faker.string.alphanumeric({ length: 8, casing: 'lower' })}`;
    case 'ipv4':
      return faker.internet.ipv4();
    case 'ipv6':
      return faker.internet.ipv6();
    case 'hostname':
      return `${faker.string.alphanumeric({ length: 8, casing: 'lower' })}.example`;
    case 'byte':
      return btoa(faker.string.alphanumeric({ length: 12 }));
    default:
      return undefined;
  }
}

function fakeTextByName(propertyName: string | undefined, faker: Faker): string {
  const name = propertyName?.toLowerCase() ?? '';
  if (/nombre|name/.test(name)) return faker.person.fullName();
  if (/mensaje|message|descrip/.test(name)) return faker.lorem.sentence();
  if (/ciudad|city|municipio/.test(name)) return faker.location.city();
  if (/estado|state/.test(name)) return faker.location.state();
  if (/calle|street|direccion/.test(name)) return faker.location.street();
  return faker.lorem.words({ min: 1, max: 3 });
}

function fitLength(text: string, minLength: number, maxLength: number, faker: Faker): string {
  let fitted = text.slice(0, maxLength);
  if (fitted.length < minLength) fitted += faker.string.alpha({ length: minLength - fitted.length });
  return fitted;
}
