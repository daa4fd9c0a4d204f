import fc from 'fast-check';
import type { JsonSchema, OperationDefinition } from '@mocks/engine/types';
import { requestViolations, type Violation as RequestViolation } from '@mocks/engine/validate-request';
import { fieldValue, pathSegment, REMOVE, toWire, withField, type FieldLocation, type RequestModel } from './request-model';
import { mergedAllOf, numericRange, SchemaContradiction, typesOf, valueArbitrary, type ValuePlace } from './schema-arbitrary';

/** A request of the deterministic passes: what it tries, and the model to send. */
export type PlannedCase = { label: string; model: RequestModel };
/** An invalid request: the one rule it breaks, and where. */
export type InvalidCase = PlannedCase & { rule: string; location: string };

const PROBE_RUNS = 40;
/** The longest text a boundary case sends where the contract sets a larger maxLength. */
const LONGEST_BOUNDARY_TEXT = 10_000;

/** The contract's own verdict on a request: the mock engine's validator, the one the mock server answers 422 with. */
export function violationsOf(operation: OperationDefinition, model: RequestModel): RequestViolation[] {
  const wire = toWire(operation, model, 'http://conformance.invalid');
  const lower = Object.fromEntries(Object.entries(wire.headers).map(([name, value]) => [name.toLowerCase(), value]));
  const pathParams = Object.fromEntries(Object.entries(model.path).map(([name, value]) => [name, pathSegment(value)]));
  return requestViolations(operation, {
    url: wire.url,
    headers: { get: (name) => lower[name.toLowerCase()] ?? null },
    bodyText: wire.body ?? '',
    pathParams,
  });
}

export function isValidRequest(operation: OperationDefinition, model: RequestModel): boolean {
  return violationsOf(operation, model).length === 0;
}

function parameterPlace(where: string): ValuePlace {
  return where === 'path' ? 'path' : where === 'header' ? 'header' : 'query';
}

/**
 * Every request the contract accepts for the operation, as one arbitrary: required parameters
 * always, optional ones present or absent, the body when declared. Each value is checked by the
 * mock engine's validator, so a generator slip never counts as a finding.
 */
export function requestArbitrary(operation: OperationDefinition): fc.Arbitrary<RequestModel> {
  const parts: Record<'path' | 'query' | 'header', { shape: Record<string, fc.Arbitrary<unknown>>; required: string[] }> = {
    path: { shape: {}, required: [] },
    query: { shape: {}, required: [] },
    header: { shape: {}, required: [] },
  };
  for (const parameter of operation.parameters) {
    if (parameter.in === 'cookie') continue;
    const part = parts[parameter.in];
    part.shape[parameter.name] = valueArbitrary(
      parameter.schema ?? { type: 'string' },
      parameterPlace(parameter.in),
      `parameters/${parameter.in}/${parameter.name}`,
    );
    if (parameter.required || parameter.in === 'path') part.required.push(parameter.name);
  }
  const record = (where: 'path' | 'query' | 'header') =>
    fc.record(parts[where].shape, { requiredKeys: parts[where].required }) as fc.Arbitrary<Record<string, unknown>>;
  const body = operation.requestBody;
  const bodyArbitrary = body
    ? (() => {
        const value = body.schema ? valueArbitrary(body.schema, 'body', 'requestBody/schema') : fc.constant({});
        return body.required ? value : fc.option(value, { nil: undefined, freq: 4 });
      })()
    : fc.constant(undefined);
  const whole = fc.record({ path: record('path'), query: record('query'), header: record('header'), body: bodyArbitrary }).map((model) => {
    const { body: value, ...rest } = model;
    return value === undefined ? rest : { ...rest, body: value };
  }) as fc.Arbitrary<RequestModel>;
  const drawn = fc.sample(whole, { seed: 1, numRuns: PROBE_RUNS });
  if (!drawn.some((model) => isValidRequest(operation, model))) {
    const reasons = violationsOf(operation, drawn[0] as RequestModel).map((violation) => `${violation.location.join('.')} ${violation.message}`);
    throw new SchemaContradiction('request', `no generated request satisfies the contract (${reasons.slice(0, 3).join('; ')})`);
  }
  return whole.filter((model) => isValidRequest(operation, model));
}

/** The smallest valid request: fast-check's shrinking taken to its end (shortest texts, smallest numbers, optional fields absent). */
export function smallestRequest(arbitrary: fc.Arbitrary<RequestModel>, seed: number): RequestModel {
  const neverHolds = (model: RequestModel) => model === undefined;
  const result = fc.check(fc.property(arbitrary, neverHolds), { seed, numRuns: 1 });
  const model = result.counterexample?.[0];
  if (!model) throw new Error('fast-check returned no smallest request');
  return model;
}

/** One field of a request, as the deterministic passes see it. */
type Site = { location: FieldLocation; schema: JsonSchema; schemaPath: string; required: boolean; place: ValuePlace };

/** Every field of the request, the body's nested fields included while their parent is in `base`. */
function sitesOf(operation: OperationDefinition, base: RequestModel): Site[] {
  const sites: Site[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in === 'cookie') continue;
    sites.push({
      location: [parameter.in, parameter.name],
      schema: mergedAllOf(parameter.schema ?? { type: 'string' }),
      schemaPath: `parameters/${parameter.in}/${parameter.name}`,
      required: parameter.required || parameter.in === 'path',
      place: parameterPlace(parameter.in),
    });
  }
  const walk = (schema: JsonSchema, location: FieldLocation, schemaPath: string, required: boolean) => {
    const merged = mergedAllOf(schema);
    sites.push({ location, schema: merged, schemaPath, required, place: 'body' });
    const value = fieldValue(base, location);
    if (merged.properties && value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [name, property] of Object.entries(merged.properties)) {
        walk(property, [...location, name], `${schemaPath}/properties/${name}`, (merged.required ?? []).includes(name));
      }
    }
    if (merged.items && Array.isArray(value) && value.length > 0) walk(merged.items, [...location, 0], `${schemaPath}/items`, true);
  };
  if (operation.requestBody?.schema && base.body !== undefined)
    walk(operation.requestBody.schema, ['body'], 'requestBody/schema', operation.requestBody.required);
  return sites;
}

function sampleOf<T>(arbitrary: fc.Arbitrary<T>, seed: number, runs = 1): T[] {
  return fc.sample(arbitrary, { seed, numRuns: runs });
}

/** The shortest and longest texts the schema allows that the generator finds. */
function extremeTexts(site: Site, seed: number): { shortest?: string; longest?: string } {
  const { schema } = site;
  if (typesOf(schema)[0] !== 'string' || schema.enum || 'const' in schema) return {};
  if (schema.pattern === undefined && schema.format === undefined) {
    const fill = site.place === 'body' ? 'ñ' : 'a';
    const min = schema.minLength ?? (site.place === 'path' ? 1 : 0);
    return {
      shortest: fill.repeat(min),
      ...(schema.maxLength !== undefined ? { longest: fill.repeat(Math.min(schema.maxLength, LONGEST_BOUNDARY_TEXT)) } : {}),
    };
  }
  let texts: string[];
  try {
    texts = sampleOf(valueArbitrary(schema, site.place, site.schemaPath), seed, 60) as string[];
  } catch {
    return {};
  }
  if (texts.length === 0) return {};
  const sorted = [...texts].sort((a, b) => [...a].length - [...b].length);
  return { shortest: sorted[0], longest: sorted[sorted.length - 1] };
}

/**
 * The boundary pass (deterministic, from the smallest valid request): each field at its edges,
 * the shortest and longest text, the minimum and maximum, every enum value, optional fields
 * present. A case the contract would refuse as a whole is left out.
 */
export function boundaryCases(operation: OperationDefinition, base: RequestModel, seed: number): PlannedCase[] {
  const cases: PlannedCase[] = [{ label: 'smallest valid request', model: base }];
  const add = (label: string, model: RequestModel | undefined) => {
    if (model && isValidRequest(operation, model)) cases.push({ label, model });
  };
  for (const site of sitesOf(operation, base)) {
    const name = site.location.join('.');
    const { schema } = site;
    const present = fieldValue(base, site.location) !== undefined;
    if (!present && !site.required) {
      try {
        const [value] = sampleOf(valueArbitrary(schema, site.place, site.schemaPath), seed);
        add(`${name} present`, withField(base, site.location, value));
      } catch {
        // An optional field the generator cannot fill stays absent.
      }
    }
    if (Array.isArray(schema.enum)) {
      for (const value of schema.enum) add(`${name} = ${JSON.stringify(value)}`, withField(base, site.location, value));
      continue;
    }
    const type = typesOf(schema)[0];
    if (type === 'string') {
      const { shortest, longest } = extremeTexts(site, seed);
      if (shortest !== undefined) add(`${name} shortest (${[...shortest].length})`, withField(base, site.location, shortest));
      if (longest !== undefined && longest !== shortest) add(`${name} longest (${[...longest].length})`, withField(base, site.location, longest));
    } else if (type === 'integer' || type === 'number') {
      const range = numericRange(schema, type === 'integer');
      if (range.min !== undefined && !range.minExcluded) add(`${name} minimum (${range.min})`, withField(base, site.location, range.min));
      if (range.max !== undefined && !range.maxExcluded) add(`${name} maximum (${range.max})`, withField(base, site.location, range.max));
    } else if (type === 'boolean') {
      add(`${name} = true`, withField(base, site.location, true));
      add(`${name} = false`, withField(base, site.location, false));
    } else if (type === 'array' && schema.items) {
      try {
        const items = sampleOf(valueArbitrary(schema.items, site.place, `${site.schemaPath}/items`), seed, Math.min(schema.maxItems ?? 3, 50));
        const min = schema.minItems ?? 0;
        add(`${name} with ${min} items`, withField(base, site.location, items.slice(0, min)));
        if (schema.maxItems !== undefined && schema.maxItems <= 50) {
          const full = Array.from({ length: schema.maxItems }, (_, index) => items[index % items.length]);
          add(`${name} with ${schema.maxItems} items`, withField(base, site.location, full));
        }
      } catch {
        // The items' schema is reported by the valid pass.
      }
    }
  }
  return dedupeCases(cases);
}

function dedupeCases<T extends PlannedCase>(cases: T[]): T[] {
  const seen = new Set<string>();
  return cases.filter((planned) => {
    const identity = JSON.stringify(planned.model);
    if (seen.has(identity)) return false;
    seen.add(identity);
    return true;
  });
}

const WRONG_TYPE_VALUE: Record<string, unknown> = {
  string: 12345,
  integer: 'texto',
  number: 'texto',
  boolean: 'texto',
  object: 'texto',
  array: 'texto',
  null: 'texto',
};
const WRONG_TYPE_TEXT: Record<string, string> = { integer: 'texto', number: 'texto', boolean: 'quizá' };

/** Texts that break a pattern while keeping a length the schema allows. */
function patternBreaker(schema: JsonSchema): string | undefined {
  if (schema.pattern === undefined) return undefined;
  const pattern = new RegExp(schema.pattern, 'u');
  const length = Math.max(schema.minLength ?? 1, 1);
  for (const fill of ['#', 'x', '-', '0', 'Z', '~']) {
    const text = fill.repeat(Math.min(length, schema.maxLength ?? length));
    if (!pattern.test(text)) return text;
  }
  return undefined;
}

/**
 * The invalid pass (deterministic, from the smallest valid request): one rule broken at a time, a
 * required field missing, a wrong type, a length or value out of range, a pattern or format
 * broken, a value outside the enum, an unknown property where additionalProperties is false. A
 * case the contract would still accept is left out, so each one is invalid by the contract itself.
 */
export function invalidCases(operation: OperationDefinition, base: RequestModel, seed: number): InvalidCase[] {
  const cases: InvalidCase[] = [];
  const add = (rule: string, site: Site, model: RequestModel | undefined) => {
    if (model && !isValidRequest(operation, model)) {
      const location = site.location.join('.');
      cases.push({ label: `${rule}: ${location}`, rule, location, model });
    }
  };
  if (operation.requestBody?.required && base.body !== undefined) {
    add('missing required', { location: ['body'], schema: {}, schemaPath: 'requestBody', required: true, place: 'body' }, withField(base, ['body'], REMOVE));
  }
  for (const site of sitesOf(operation, base)) {
    const { schema } = site;
    const value = fieldValue(base, site.location);
    const type = typesOf(schema)[0];
    const isText = site.place !== 'body';
    if (site.required && value !== undefined && site.place !== 'path' && site.location.length > 1)
      add('missing required', site, withField(base, site.location, REMOVE));
    if (type) {
      const wrong = isText ? WRONG_TYPE_TEXT[type] : WRONG_TYPE_VALUE[type];
      if (wrong !== undefined) add('wrong type', site, withField(base, site.location, wrong));
    }
    if (Array.isArray(schema.enum)) {
      const first = schema.enum[0];
      add(
        'outside enum',
        site,
        withField(base, site.location, typeof first === 'number' ? Math.max(...(schema.enum as number[])) + 1 : `${String(first)}-fuera`),
      );
      continue;
    }
    if (type === 'string') {
      const { shortest, longest } = extremeTexts(site, seed);
      if (schema.minLength !== undefined && schema.minLength > 0 && shortest !== undefined && [...shortest].length > 0) {
        add('too short', site, withField(base, site.location, [...shortest].slice(0, schema.minLength - 1).join('')));
      }
      if (schema.maxLength !== undefined && schema.maxLength < LONGEST_BOUNDARY_TEXT && longest !== undefined && longest.length > 0) {
        const chars = [...longest];
        add('too long', site, withField(base, site.location, chars.join('') + (chars[chars.length - 1] ?? 'a')));
      }
      const breaker = patternBreaker(schema);
      if (breaker !== undefined) add('pattern broken', site, withField(base, site.location, breaker));
      if (schema.format !== undefined && schema.pattern === undefined) add('format broken', site, withField(base, site.location, `no-es-${schema.format}`));
    } else if (type === 'integer' || type === 'number') {
      const range = numericRange(schema, type === 'integer');
      if (range.min !== undefined) add('below minimum', site, withField(base, site.location, range.minExcluded ? range.min : range.min - 1));
      if (range.max !== undefined) add('above maximum', site, withField(base, site.location, range.maxExcluded ? range.max : range.max + 1));
    } else if (type === 'array' && Array.isArray(value)) {
      if (schema.minItems !== undefined && schema.minItems > 0) add('too few items', site, withField(base, site.location, value.slice(0, schema.minItems - 1)));
      if (schema.maxItems !== undefined && value.length > 0 && schema.maxItems <= 200) {
        add(
          'too many items',
          site,
          withField(
            base,
            site.location,
            Array.from({ length: schema.maxItems + 1 }, () => value[0]),
          ),
        );
      }
    } else if (type === 'object' && schema.additionalProperties === false && value !== null && typeof value === 'object') {
      add('unknown property', site, withField(base, [...site.location, 'campoDesconocido'], 'x'));
    }
  }
  return dedupeCases(cases);
}
