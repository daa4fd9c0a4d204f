import { hashToSeed } from './seed';
import type { JsonSchema } from './types';

/**
 * Two extensions of the contract's schemas that make the mocks' answers agree with each other and
 * with the clock (issue 35):
 *
 * - `x-source: { operation: listPrepaidOffers, path: lista[].offeringid }` on a property: its value
 *   names an entry of another operation's answer. In a default answer (no scenario, no Prefer),
 *   a value that the source's answer does not list is replaced by one it does, so the balance
 *   names an offer of the offer list. A scenario's example is left as written: QA chose it.
 * - `x-relative-date: PT1H` on a date or date-time property: the value means "this long after the
 *   request", so a lockout counts down from its real duration; an ISO 8601 duration, negative
 *   with a leading minus. Not applied to a Prefer-chosen example (as Prism answers it) nor to a
 *   stateful behaviour's answer, which keeps its own clock.
 */
export type SourceReference = { operation: string; path: string };

export const SOURCE_KEYWORD = 'x-source';
export const RELATIVE_DATE_KEYWORD = 'x-relative-date';

const DURATION = /^(-)?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;
const SOURCE_PATH = /^[A-Za-z_$][\w$]*(?:\[\])?(?:\.[A-Za-z_$][\w$]*(?:\[\])?)*$/;
const MS_PER = { week: 604_800_000, day: 86_400_000, hour: 3_600_000, minute: 60_000, second: 1000 };

/** Milliseconds of an ISO 8601 duration of weeks, days, hours, minutes and seconds; undefined if it is none. */
export function durationMs(text: string): number | undefined {
  const match = DURATION.exec(text);
  if (!match || text === 'P' || text.endsWith('T') || text === '-P') return undefined;
  const [, minus, weeks, days, hours, minutes, seconds] = match;
  const total =
    Number(weeks ?? 0) * MS_PER.week +
    Number(days ?? 0) * MS_PER.day +
    Number(hours ?? 0) * MS_PER.hour +
    Number(minutes ?? 0) * MS_PER.minute +
    Number(seconds ?? 0) * MS_PER.second;
  return minus ? -total : total;
}

/** Why an `x-source` value is not usable, or undefined when it is. */
export function sourceReferenceProblem(value: unknown, operationIds: ReadonlySet<string>): string | undefined {
  if (value === null || typeof value !== 'object') return 'must be an object { operation, path }';
  const { operation, path } = value as Record<string, unknown>;
  if (typeof operation !== 'string' || !operationIds.has(operation)) return `names no operation of the contract: ${String(operation)}`;
  if (typeof path !== 'string' || !SOURCE_PATH.test(path)) return `has no path such as lista[].offeringid: ${String(path)}`;
  return undefined;
}

/** The values at `path` of a body: `lista[].offeringid` is the offeringid of every item of lista. */
export function valuesAtPath(body: unknown, path: string): unknown[] {
  let current: unknown[] = [body];
  for (const step of path.split('.')) {
    const spread = step.endsWith('[]');
    const name = spread ? step.slice(0, -2) : step;
    current = current.flatMap((value) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
      const next = (value as Record<string, unknown>)[name];
      if (next === undefined) return [];
      return spread ? (Array.isArray(next) ? (next as unknown[]) : []) : [next];
    });
  }
  return current;
}

export type LinkOptions = {
  /** The request's time, in milliseconds. */
  now: number;
  relativeDates: boolean;
  /** The values a source names, or undefined when sources are not applied to this answer. */
  sourceValues?: (reference: SourceReference) => readonly unknown[];
};

function relativeDate(schema: JsonSchema, value: unknown, now: number): unknown {
  const offset = typeof schema[RELATIVE_DATE_KEYWORD] === 'string' ? durationMs(schema[RELATIVE_DATE_KEYWORD]) : undefined;
  if (offset === undefined || typeof value !== 'string') return value;
  const date = new Date(now + offset).toISOString();
  return schema.format === 'date' ? date.slice(0, 10) : date;
}

function sourcedValue(schema: JsonSchema, value: unknown, options: LinkOptions): unknown {
  const reference = schema[SOURCE_KEYWORD] as SourceReference | undefined;
  if (!reference || !options.sourceValues || (typeof value !== 'string' && typeof value !== 'number')) return value;
  const listed = options.sourceValues(reference).filter((candidate) => typeof candidate === typeof value);
  if (listed.length === 0 || listed.includes(value)) return value;
  // The same unlisted value always becomes the same listed one, whatever else the answer holds.
  return listed[hashToSeed(String(value)) % listed.length];
}

/** The schemas that may describe a value: the schema itself and its allOf, anyOf and oneOf branches. */
function branchesOf(schema: JsonSchema): JsonSchema[] {
  const nested = ['allOf', 'anyOf', 'oneOf'].flatMap((keyword) => (Array.isArray(schema[keyword]) ? (schema[keyword] as JsonSchema[]) : []));
  return [schema, ...nested.flatMap(branchesOf)];
}

/** A copy of `value` with the extensions of `schema` applied at any depth; `value` itself is never changed. */
export function linkValues(schema: JsonSchema | undefined, value: unknown, options: LinkOptions): unknown {
  if (!schema) return value;
  const branches = branchesOf(schema);
  let result = value;
  for (const branch of branches) {
    if (options.relativeDates) result = relativeDate(branch, result, options.now);
    result = sourcedValue(branch, result, options);
  }
  if (Array.isArray(result)) {
    const itemSchemas = branches.flatMap((branch) => (branch.items && typeof branch.items === 'object' ? [branch.items as JsonSchema] : []));
    return result.map((item: unknown) => itemSchemas.reduce((linked, itemSchema) => linkValues(itemSchema, linked, options), item));
  }
  if (result !== null && typeof result === 'object') {
    const entries = Object.entries(result).map(([name, field]) => {
      const fieldSchemas = branches.flatMap((branch) => {
        const properties = branch.properties as Record<string, JsonSchema> | undefined;
        return properties?.[name] ? [properties[name]] : [];
      });
      return [name, fieldSchemas.reduce((linked, fieldSchema) => linkValues(fieldSchema, linked, options), field)];
    });
    return Object.fromEntries(entries);
  }
  return result;
}

const linkedSchemas = new WeakMap<JsonSchema, boolean>();

/** Whether a schema uses either extension anywhere, so answers without them skip the walk; read once per schema. */
export function usesLinks(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  let uses = linkedSchemas.get(schema);
  if (uses === undefined) {
    const text = JSON.stringify(schema);
    uses = text.includes(`"${SOURCE_KEYWORD}"`) || text.includes(`"${RELATIVE_DATE_KEYWORD}"`);
    linkedSchemas.set(schema, uses);
  }
  return uses;
}
