import { asObject, isObject } from './operations';
import type { Json, JsonObject } from './types';

/** The bounds the diff compares; an upper bound narrows a schema when it falls, a lower one when it rises. */
export const UPPER_BOUNDS = ['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems', 'maxProperties'] as const;
export const LOWER_BOUNDS = ['minLength', 'minimum', 'exclusiveMinimum', 'minItems', 'minProperties'] as const;
type Bound = (typeof UPPER_BOUNDS)[number] | (typeof LOWER_BOUNDS)[number];

/**
 * What a schema accepts, flattened for comparison: allOf merged, oneOf and anyOf joined (their
 * properties united, a property required only when every branch requires it).
 */
export type Shape = {
  /** undefined: any type. 'null' stands for nullable. */
  types?: Set<string>;
  /** The allowed values as JSON text, from enum or const; undefined: not restricted. */
  values?: Set<string>;
  format?: string;
  pattern?: string;
  bounds: Partial<Record<Bound, number>>;
  properties: Map<string, Json>;
  required: Set<string>;
  /** false: no other property allowed. */
  additionalProperties: boolean;
  items?: Json;
  readOnly: boolean;
  writeOnly: boolean;
};

function typesOf(schema: JsonObject): Set<string> | undefined {
  const types = new Set<string>();
  if (typeof schema.type === 'string') types.add(schema.type);
  if (Array.isArray(schema.type)) for (const type of schema.type) if (typeof type === 'string') types.add(type);
  if (types.size === 0) {
    const values = 'const' in schema ? [schema.const] : Array.isArray(schema.enum) ? schema.enum : undefined;
    if (values)
      for (const value of values) types.add(value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'object' ? 'object' : typeof value);
    else if (isObject(schema.properties)) types.add('object');
    else if (schema.items !== undefined) types.add('array');
  }
  if (types.size === 0) return undefined;
  if (schema.nullable === true) types.add('null');
  return types;
}

function valuesOf(schema: JsonObject): Set<string> | undefined {
  if ('const' in schema) return new Set([JSON.stringify(schema.const)]);
  if (Array.isArray(schema.enum)) return new Set(schema.enum.map((value) => JSON.stringify(value)));
  return undefined;
}

function ownShape(schema: JsonObject): Shape {
  const bounds: Shape['bounds'] = {};
  for (const bound of [...UPPER_BOUNDS, ...LOWER_BOUNDS]) {
    const value = schema[bound];
    if (typeof value === 'number') bounds[bound] = value;
  }
  const types = typesOf(schema);
  const values = valuesOf(schema);
  return {
    ...(types ? { types } : {}),
    ...(values ? { values } : {}),
    ...(typeof schema.format === 'string' ? { format: schema.format } : {}),
    ...(typeof schema.pattern === 'string' ? { pattern: schema.pattern } : {}),
    bounds,
    properties: new Map(Object.entries(asObject(schema.properties))),
    required: new Set(Array.isArray(schema.required) ? schema.required.filter((name): name is string => typeof name === 'string') : []),
    additionalProperties: schema.additionalProperties !== false,
    ...(schema.items !== undefined && !Array.isArray(schema.items) ? { items: schema.items } : {}),
    readOnly: schema.readOnly === true,
    writeOnly: schema.writeOnly === true,
  };
}

function intersect(a: Set<string> | undefined, b: Set<string> | undefined): Set<string> | undefined {
  if (!a) return b;
  if (!b) return a;
  return new Set([...a].filter((item) => b.has(item) || (item === 'integer' && b.has('number'))));
}

function unite(a: Set<string> | undefined, b: Set<string> | undefined): Set<string> | undefined {
  if (!a || !b) return undefined;
  return new Set([...a, ...b]);
}

/** allOf: every part holds, so the constraints add up. */
function mergeAll(target: Shape, part: Shape): Shape {
  const types = intersect(target.types, part.types);
  const values = target.values && part.values ? new Set([...target.values].filter((value) => part.values?.has(value))) : (target.values ?? part.values);
  const format = target.format ?? part.format;
  const pattern = target.pattern ?? part.pattern;
  const items = target.items ?? part.items;
  return {
    ...(types ? { types } : {}),
    ...(values ? { values } : {}),
    ...(format ? { format } : {}),
    ...(pattern ? { pattern } : {}),
    bounds: { ...part.bounds, ...target.bounds },
    properties: new Map([...part.properties, ...target.properties]),
    required: new Set([...target.required, ...part.required]),
    additionalProperties: target.additionalProperties && part.additionalProperties,
    ...(items !== undefined ? { items } : {}),
    readOnly: target.readOnly || part.readOnly,
    writeOnly: target.writeOnly || part.writeOnly,
  };
}

/** oneOf / anyOf: any branch may hold, so only what every branch shares stays a constraint. */
function joinAny(branches: Shape[]): Shape | undefined {
  const [first, ...rest] = branches;
  if (!first) return undefined;
  return rest.reduce<Shape>((joined, branch) => {
    const types = unite(joined.types, branch.types);
    const values = joined.values && branch.values ? new Set([...joined.values, ...branch.values]) : undefined;
    const items = joined.items ?? branch.items;
    return {
      ...(types ? { types } : {}),
      ...(values ? { values } : {}),
      ...(joined.format === branch.format && joined.format ? { format: joined.format } : {}),
      ...(joined.pattern === branch.pattern && joined.pattern ? { pattern: joined.pattern } : {}),
      bounds: {},
      properties: new Map([...branch.properties, ...joined.properties]),
      required: new Set([...joined.required].filter((name) => branch.required.has(name))),
      additionalProperties: joined.additionalProperties || branch.additionalProperties,
      ...(items !== undefined ? { items } : {}),
      readOnly: joined.readOnly && branch.readOnly,
      writeOnly: joined.writeOnly && branch.writeOnly,
    };
  }, first);
}

export function shapeOf(schema: Json | undefined, depth = 0): Shape {
  const object = asObject(schema);
  let shape = ownShape(object);
  if (depth > 20) return shape;
  if (Array.isArray(object.allOf)) for (const part of object.allOf) shape = mergeAll(shape, shapeOf(part, depth + 1));
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const list = object[keyword];
    if (!Array.isArray(list)) continue;
    const joined = joinAny(list.map((branch) => shapeOf(branch, depth + 1)));
    if (joined) shape = mergeAll(shape, joined);
  }
  return shape;
}

/** Whether every type of `inner` is accepted by `outer` (an integer is a number). */
export function typesWithin(inner: Set<string> | undefined, outer: Set<string> | undefined): boolean {
  if (!outer) return true;
  if (!inner) return false;
  return [...inner].every((type) => outer.has(type) || (type === 'integer' && outer.has('number')));
}

export function typesText(types: Set<string> | undefined): string {
  return types ? [...types].sort().join(' | ') : 'any';
}
