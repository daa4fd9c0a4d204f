import { asObject, isObject, type Operation } from './operations';
import { LOWER_BOUNDS, shapeOf, typesText, typesWithin, UPPER_BOUNDS, type Shape } from './schema-shape';
import type { Change, ChangeClass, DiffMode, Json, JsonObject, OperationRef, SiteUse } from './types';
import { statusCovers, type UsageView } from './usage';

/**
 * The rules, after oasdiff's catalogue (a change breaks a party that followed the old contract):
 * - a request that narrows (a new required field or parameter, a removed enum value, a narrower
 *   type or format, a tighter bound or pattern) is breaking for servers: a server built to the
 *   base accepted and ignored what it must now require or refuse;
 * - a response that widens (a property removed or made optional, a new enum value, another type,
 *   a looser bound) and a status no longer declared break the site only where the usage map says
 *   it reads that field or handles that status; elsewhere they are compatible and free to change;
 * - everything else (additions, widened requests, narrowed responses) is compatible.
 * With --against, "base" is the site's contract and "head" theirs: a narrowing of what theirs
 * accepts breaks the site where the site sends that field (or calls the operation, for a new
 * requirement).
 */

type Side = 'request' | 'response';

/** The words of a message, which read differently when the two sides are our contract and theirs. */
const WORDS = {
  base: {
    added: 'added',
    removed: 'removed',
    changed: (what: string, from: string, to: string) => `${what} changed from ${from} to ${to}`,
    valuesRemoved: 'enum values removed',
    valuesAdded: 'enum values added',
    becameRequired: 'became required',
    becameOptional: 'became optional',
    notDeclared: 'no longer declared',
  },
  against: {
    added: 'only in theirs',
    removed: 'missing from theirs',
    changed: (what: string, from: string, to: string) => `${what} is ${from} in ours, ${to} in theirs`,
    valuesRemoved: 'enum values missing from theirs',
    valuesAdded: 'enum values only in theirs',
    becameRequired: 'required in theirs only',
    becameOptional: 'optional in theirs',
    notDeclared: 'not declared by theirs',
  },
} as const;

const BOUND_NAMES: Record<string, string> = {
  maxLength: 'max-length',
  minLength: 'min-length',
  maximum: 'max',
  minimum: 'min',
  exclusiveMaximum: 'exclusive-max',
  exclusiveMinimum: 'exclusive-min',
  maxItems: 'max-items',
  minItems: 'min-items',
  maxProperties: 'max-properties',
  minProperties: 'min-properties',
};

const PARAMETER_FIELD = /^(query|path|header|cookie)\.[^.[\]]+$/;

/** Where a change is, in the usage map's terms: `body.persona.tipo`, `query.page`, `response 200 data.x`. */
type Place = { side: Side; field: string; status?: string };

function subject(place: Place): string {
  if (place.side === 'response') return place.field === '' ? `response ${place.status} body` : `response ${place.status} property ${place.field}`;
  if (place.field === 'body') return 'request body';
  if (PARAMETER_FIELD.test(place.field)) {
    const [location, name] = place.field.split('.');
    return `${location} parameter ${name}`;
  }
  return `request property ${place.field}`;
}

function idPrefix(place: Place): string {
  if (place.side === 'response') return place.field === '' ? 'response-body' : 'response-property';
  if (place.field === 'body') return 'request-body';
  return PARAMETER_FIELD.test(place.field) ? 'request-parameter' : 'request-property';
}

function locationOf(place: Place): string {
  return place.side === 'response' ? `response ${place.status}${place.field ? ` ${place.field}` : ''}` : place.field;
}

function child(field: string, name: string): string {
  return field === '' ? name : `${field}.${name}`;
}

function valuesText(values: Iterable<string>): string {
  return [...values].join(', ');
}

export class OperationDiff {
  private readonly words;
  /** The operation as the usage map names it: the head's with --base (the working tree's site), ours with --against. */
  private readonly siteRef: OperationRef;
  private readonly ref: OperationRef;
  private readonly onStack = new Set<Json>();

  constructor(
    private readonly mode: DiffMode,
    private readonly base: Operation,
    private readonly head: Operation,
    private readonly usage: UsageView,
    private readonly changes: Change[],
  ) {
    this.words = WORDS[mode];
    this.ref = mode === 'base' ? head.ref : base.ref;
    this.siteRef = this.ref;
  }

  run(): void {
    this.compareParameters();
    this.compareRequestBody();
    this.compareResponses();
  }

  private emit(id: string, classes: ChangeClass[], message: string, extra: { location?: string; siteUse?: SiteUse } = {}): void {
    const free = extra.siteUse !== undefined && classes.length === 1 && classes[0] === 'compatible' && extra.siteUse !== 'unknown';
    this.changes.push({
      id,
      classes,
      operation: this.ref,
      ...(extra.location !== undefined ? { location: extra.location } : {}),
      message,
      ...(extra.siteUse !== undefined ? { siteUse: extra.siteUse } : {}),
      ...(free ? { freeToChange: true } : {}),
    });
  }

  /** A change that breaks the site only where it uses what the change touches. */
  private emitSite(id: string, use: SiteUse, message: string, location: string): void {
    this.emit(id, use === 'used' || use === 'unknown' ? ['breaking-site'] : ['compatible'], message, { location, siteUse: use });
  }

  /** A request that now asks more: breaking for servers with --base; with --against, for the site where it sends the field. */
  private emitNarrowed(id: string, place: Place, message: string, fieldInBase = true): void {
    if (this.mode === 'base') {
      this.emit(id, ['breaking-server'], message, { location: locationOf(place) });
      return;
    }
    const use = fieldInBase ? this.usage.sends(this.siteRef, place.field) : this.usage.calls(this.siteRef);
    this.emitSite(id, use, message, locationOf(place));
  }

  private emitCompatible(id: string, place: Place, message: string): void {
    this.emit(id, ['compatible'], message, { location: locationOf(place) });
  }

  /** A response that now promises less: breaks the site where it reads the field. */
  private emitWidenedResponse(id: string, place: Place, message: string): void {
    const declared = Object.keys(this.base.responses);
    this.emitSite(id, this.usage.reads(this.siteRef, place.status ?? '', declared, place.field), message, locationOf(place));
  }

  // ---- parameters and bodies ----

  /** The head's key for a base parameter: path parameters are matched by position, whatever their names. */
  private headParameterKey(baseKey: string): string {
    if (!baseKey.startsWith('path.')) return baseKey;
    const index = this.base.pathParameters.indexOf(baseKey.slice('path.'.length));
    const name = index >= 0 ? this.head.pathParameters[index] : undefined;
    return name !== undefined && this.head.parameters.has(`path.${name}`) ? `path.${name}` : baseKey;
  }

  private compareParameters(): void {
    const seen = new Set<string>();
    for (const [baseKey, baseParameter] of this.base.parameters) {
      const headKey = this.headParameterKey(baseKey);
      seen.add(headKey);
      const headParameter = this.head.parameters.get(headKey);
      const place: Place = { side: 'request', field: baseKey };
      if (!headParameter) {
        if (!baseKey.startsWith('path.')) {
          this.emitSite('request-parameter-removed', this.usage.sends(this.siteRef, baseKey), `${subject(place)}: ${this.words.removed}`, baseKey);
        }
        continue;
      }
      const wasRequired = baseParameter.required === true || baseKey.startsWith('path.');
      const isRequired = headParameter.required === true || headKey.startsWith('path.');
      if (!wasRequired && isRequired) this.emitNarrowed('request-parameter-became-required', place, `${subject(place)}: ${this.words.becameRequired}`);
      if (wasRequired && !isRequired) this.emitCompatible('request-parameter-became-optional', place, `${subject(place)}: ${this.words.becameOptional}`);
      this.compareSchema(parameterSchema(baseParameter), parameterSchema(headParameter), place);
    }
    for (const [headKey, headParameter] of this.head.parameters) {
      if (seen.has(headKey)) continue;
      const place: Place = { side: 'request', field: headKey };
      if (headParameter.required === true || headKey.startsWith('path.')) {
        this.emitNarrowed('new-required-request-parameter', place, `${subject(place)}: ${this.words.added}, required`, false);
      } else {
        this.emitCompatible('new-optional-request-parameter', place, `${subject(place)}: ${this.words.added}, optional`);
      }
    }
  }

  private compareRequestBody(): void {
    const base = this.base.requestBody;
    const head = this.head.requestBody;
    const place: Place = { side: 'request', field: 'body' };
    if (!base && !head) return;
    if (!base && head) {
      if (head.required === true) this.emitNarrowed('request-body-added-required', place, `${subject(place)}: ${this.words.added}, required`, false);
      else this.emitCompatible('request-body-added-optional', place, `${subject(place)}: ${this.words.added}, optional`);
      return;
    }
    if (base && !head) {
      this.emitSite('request-body-removed', this.usage.sends(this.siteRef, 'body'), `${subject(place)}: ${this.words.removed}`, 'body');
      return;
    }
    if (!base || !head) return;
    if (base.required !== true && head.required === true)
      this.emitNarrowed('request-body-became-required', place, `${subject(place)}: ${this.words.becameRequired}`);
    if (base.required === true && head.required !== true)
      this.emitCompatible('request-body-became-optional', place, `${subject(place)}: ${this.words.becameOptional}`);
    const baseContent = asObject(base.content);
    const headContent = asObject(head.content);
    for (const mediaType of Object.keys(baseContent)) {
      if (!(mediaType in headContent)) {
        this.emitSite(
          'request-body-media-type-removed',
          this.usage.sends(this.siteRef, 'body'),
          `${subject(place)}: media type ${mediaType} ${this.words.removed}`,
          'body',
        );
      }
    }
    for (const mediaType of Object.keys(headContent)) {
      if (!(mediaType in baseContent))
        this.emitCompatible('request-body-media-type-added', place, `${subject(place)}: media type ${mediaType} ${this.words.added}`);
    }
    for (const mediaType of Object.keys(baseContent)) {
      if (mediaType in headContent) this.compareSchema(asObject(baseContent[mediaType]).schema, asObject(headContent[mediaType]).schema, place);
    }
  }

  private compareResponses(): void {
    const base = this.base.responses;
    const head = this.head.responses;
    const baseKeys = Object.keys(base);
    const headKeys = Object.keys(head);
    for (const key of baseKeys) {
      if (key in head) continue;
      const place: Place = { side: 'response', field: '', status: key };
      const message = `response status ${key}: ${this.words.notDeclared}`;
      const use = this.usage.calls(this.siteRef);
      if (use !== 'used') {
        this.emitSite('response-status-removed', use, message, `response ${key}`);
        continue;
      }
      const lost = this.usage.handledStatuses(this.siteRef, key, baseKeys).filter((status) => !headKeys.some((other) => statusCovers(other, status, headKeys)));
      this.emit(
        'response-status-removed',
        lost.length > 0 ? ['breaking-site'] : ['compatible'],
        lost.length > 0 ? `${message}; the site handles ${lost.join(', ')}` : message,
        {
          location: locationOf(place),
          siteUse: lost.length > 0 ? 'used' : 'unused',
        },
      );
    }
    for (const key of headKeys) {
      if (!(key in base))
        this.emitCompatible('response-status-added', { side: 'response', field: '', status: key }, `response status ${key}: ${this.words.added}`);
    }
    for (const key of baseKeys) {
      if (!(key in head)) continue;
      const baseContent = asObject(asObject(base[key]).content);
      const headContent = asObject(asObject(head[key]).content);
      const place: Place = { side: 'response', field: '', status: key };
      for (const mediaType of Object.keys(baseContent)) {
        if (!(mediaType in headContent))
          this.emitWidenedResponse('response-media-type-removed', place, `${subject(place)}: media type ${mediaType} ${this.words.removed}`);
      }
      for (const mediaType of Object.keys(headContent)) {
        if (!(mediaType in baseContent))
          this.emitCompatible('response-media-type-added', place, `${subject(place)}: media type ${mediaType} ${this.words.added}`);
      }
      for (const mediaType of Object.keys(baseContent)) {
        if (mediaType in headContent) this.compareSchema(asObject(baseContent[mediaType]).schema, asObject(headContent[mediaType]).schema, place);
      }
    }
  }

  // ---- schemas ----

  private compareSchema(base: Json | undefined, head: Json | undefined, place: Place): void {
    if (base === undefined || head === undefined || !isObject(base) || !isObject(head)) return;
    if (this.onStack.has(base) || this.onStack.size > 40) return;
    if (sameJson(base, head)) return;
    this.onStack.add(base);
    try {
      const b = shapeOf(base);
      const h = shapeOf(head);
      if (!this.compareTypes(b, h, place)) return;
      this.compareFormat(b, h, place);
      this.compareValues(b, h, place);
      this.comparePattern(b, h, place);
      this.compareBounds(b, h, place);
      this.compareProperties(b, h, place);
      if (b.items !== undefined && h.items !== undefined) {
        this.compareSchema(b.items, h.items, { ...place, field: place.field === '' ? '[]' : `${place.field}[]` });
      }
    } finally {
      this.onStack.delete(base);
    }
  }

  /** Compares the types; false when they share none, so nothing below them is worth comparing. */
  private compareTypes(b: Shape, h: Shape, place: Place): boolean {
    const lostSome = !typesWithin(b.types, h.types);
    const gainedSome = !typesWithin(h.types, b.types);
    if (!lostSome && !gainedSome) return true;
    const onlyNull = b.types !== undefined && h.types !== undefined && sameExceptNull(b.types, h.types);
    const what = `${subject(place)}: ${this.words.changed('type', typesText(b.types), typesText(h.types))}`;
    const prefix = idPrefix(place);
    if (place.side === 'request') {
      if (lostSome) this.emitNarrowed(onlyNull ? `${prefix}-became-not-nullable` : `${prefix}-type-changed`, place, what);
      else this.emitCompatible(onlyNull ? `${prefix}-became-nullable` : `${prefix}-type-generalized`, place, what);
    } else if (gainedSome) {
      this.emitWidenedResponse(onlyNull ? `${prefix}-became-nullable` : `${prefix}-type-changed`, place, what);
    } else {
      this.emitCompatible(onlyNull ? `${prefix}-became-not-nullable` : `${prefix}-type-specialized`, place, what);
    }
    if (!b.types || !h.types) return true;
    return [...b.types].some((type) => typesWithin(new Set([type]), h.types) || typesWithin(h.types, new Set([type])));
  }

  private compareFormat(b: Shape, h: Shape, place: Place): void {
    if (b.format === h.format) return;
    const what = `${subject(place)}: ${this.words.changed('format', b.format ?? 'none', h.format ?? 'none')}`;
    const id = `${idPrefix(place)}-format-${b.format === undefined ? 'added' : h.format === undefined ? 'removed' : 'changed'}`;
    const narrows = h.format !== undefined;
    if (place.side === 'request') {
      if (narrows) this.emitNarrowed(id, place, what);
      else this.emitCompatible(id, place, what);
    } else if (b.format !== undefined) this.emitWidenedResponse(id, place, what);
    else this.emitCompatible(id, place, what);
  }

  private compareValues(b: Shape, h: Shape, place: Place): void {
    const prefix = idPrefix(place);
    const s = subject(place);
    if (!b.values && !h.values) return;
    if (!b.values && h.values) {
      const what = `${s}: ${this.words.changed('allowed values', 'any', `only ${valuesText(h.values)}`)}`;
      if (place.side === 'request') this.emitNarrowed(`${prefix}-became-enum`, place, what);
      else this.emitCompatible(`${prefix}-became-enum`, place, what);
      return;
    }
    if (b.values && !h.values) {
      const what = `${s}: ${this.words.changed('allowed values', `only ${valuesText(b.values)}`, 'any')}`;
      if (place.side === 'request') this.emitCompatible(`${prefix}-enum-removed`, place, what);
      else this.emitWidenedResponse(`${prefix}-enum-removed`, place, what);
      return;
    }
    if (!b.values || !h.values) return;
    const removed = [...b.values].filter((value) => !h.values?.has(value));
    const added = [...h.values].filter((value) => !b.values?.has(value));
    if (removed.length > 0) {
      const what = `${s}: ${this.words.valuesRemoved}: ${valuesText(removed)}`;
      if (place.side === 'request') this.emitNarrowed(`${prefix}-enum-value-removed`, place, what);
      else this.emitCompatible(`${prefix}-enum-value-removed`, place, what);
    }
    if (added.length > 0) {
      const what = `${s}: ${this.words.valuesAdded}: ${valuesText(added)}`;
      if (place.side === 'request') this.emitCompatible(`${prefix}-enum-value-added`, place, what);
      else this.emitWidenedResponse(`${prefix}-enum-value-added`, place, what);
    }
  }

  private comparePattern(b: Shape, h: Shape, place: Place): void {
    if (b.pattern === h.pattern) return;
    const what = `${subject(place)}: ${this.words.changed('pattern', b.pattern ?? 'none', h.pattern ?? 'none')}`;
    const id = `${idPrefix(place)}-pattern-${b.pattern === undefined ? 'added' : h.pattern === undefined ? 'removed' : 'changed'}`;
    if (place.side === 'request') {
      if (h.pattern !== undefined) this.emitNarrowed(id, place, what);
      else this.emitCompatible(id, place, what);
    } else if (b.pattern !== undefined) this.emitWidenedResponse(id, place, what);
    else this.emitCompatible(id, place, what);
  }

  private compareBounds(b: Shape, h: Shape, place: Place): void {
    for (const bound of [...UPPER_BOUNDS, ...LOWER_BOUNDS]) {
      const before = b.bounds[bound];
      const after = h.bounds[bound];
      if (before === after) continue;
      const upper = (UPPER_BOUNDS as readonly string[]).includes(bound);
      const tightened = after !== undefined && (before === undefined || (upper ? after < before : after > before));
      const verb = before === undefined ? 'set' : after === undefined ? 'unset' : after > before ? 'increased' : 'decreased';
      const id = `${idPrefix(place)}-${BOUND_NAMES[bound] ?? bound}-${verb}`;
      const what = `${subject(place)}: ${this.words.changed(bound, String(before ?? 'none'), String(after ?? 'none'))}`;
      if (place.side === 'request') {
        if (tightened) this.emitNarrowed(id, place, what);
        else this.emitCompatible(id, place, what);
      } else if (tightened) this.emitCompatible(id, place, what);
      else this.emitWidenedResponse(id, place, what);
    }
  }

  private compareProperties(b: Shape, h: Shape, place: Place): void {
    const mayBeObject = (shape: Shape) => !shape.types || shape.types.has('object');
    if (!mayBeObject(b) || !mayBeObject(h)) return;
    const request = place.side === 'request';
    // A server never receives a read-only property, nor the site a write-only one.
    const skipped = (schema: Json | undefined) => isObject(schema) && (request ? schema.readOnly === true : schema.writeOnly === true);
    if (request && b.additionalProperties && !h.additionalProperties) {
      this.emitNarrowed(
        'request-property-additional-properties-refused',
        place,
        `${subject(place)}: ${this.words.changed('other properties', 'allowed', 'refused')}`,
      );
    }
    for (const [name, baseProperty] of b.properties) {
      const headProperty = h.properties.get(name);
      const inner: Place = { ...place, field: child(place.field, name) };
      if (headProperty === undefined) {
        if (skipped(baseProperty)) continue;
        if (request)
          this.emitSite('request-property-removed', this.usage.sends(this.siteRef, inner.field), `${subject(inner)}: ${this.words.removed}`, locationOf(inner));
        else this.emitWidenedResponse('response-property-removed', inner, `${subject(inner)}: ${this.words.removed}`);
        continue;
      }
      const wasRequired = b.required.has(name);
      const isRequired = h.required.has(name);
      if (request && !wasRequired && isRequired && !skipped(headProperty)) {
        this.emitNarrowed('request-property-became-required', inner, `${subject(inner)}: ${this.words.becameRequired}`);
      } else if (request && wasRequired && !isRequired) {
        this.emitCompatible('request-property-became-optional', inner, `${subject(inner)}: ${this.words.becameOptional}`);
      } else if (!request && wasRequired && !isRequired && !skipped(headProperty)) {
        this.emitWidenedResponse('response-property-became-optional', inner, `${subject(inner)}: ${this.words.becameOptional}`);
      } else if (!request && !wasRequired && isRequired) {
        this.emitCompatible('response-property-became-required', inner, `${subject(inner)}: ${this.words.becameRequired}`);
      }
      this.compareSchema(baseProperty, headProperty, inner);
    }
    for (const [name, headProperty] of h.properties) {
      if (b.properties.has(name) || skipped(headProperty)) continue;
      const inner: Place = { ...place, field: child(place.field, name) };
      const required = h.required.has(name);
      if (request && required) this.emitNarrowed('new-required-request-property', inner, `${subject(inner)}: ${this.words.added}, required`, false);
      else if (request) this.emitCompatible('new-optional-request-property', inner, `${subject(inner)}: ${this.words.added}, optional`);
      else
        this.emitCompatible(
          `response-${required ? 'required' : 'optional'}-property-added`,
          inner,
          `${subject(inner)}: ${this.words.added}${required ? ', required' : ''}`,
        );
    }
  }
}

function parameterSchema(parameter: JsonObject): Json | undefined {
  if (parameter.schema !== undefined) return parameter.schema;
  const content = asObject(parameter.content);
  const first = Object.values(content)[0];
  return asObject(first).schema;
}

function sameExceptNull(a: Set<string>, b: Set<string>): boolean {
  const strip = (set: Set<string>) =>
    [...set]
      .filter((type) => type !== 'null')
      .sort()
      .join();
  return strip(a) === strip(b);
}

/** Annotations (descriptions, examples) never make two schemas differ. */
const ANNOTATIONS = new Set(['description', 'summary', 'title', 'example', 'examples', '$comment', 'externalDocs', 'deprecated']);
const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions']);

/** Whether two schemas are the same apart from annotations; false for cycles, which the walk then handles. */
function sameJson(a: Json, b: Json): boolean {
  try {
    return canonical(a) === canonical(b);
  } catch {
    return false;
  }
}

/** `names`: the keys are names (of properties), not keywords, so none is dropped as an annotation. */
function canonical(value: Json, depth = 0, names = false): string {
  if (depth > 60) throw new Error('too deep');
  if (Array.isArray(value)) return `[${value.map((item) => canonical(item, depth + 1)).join(',')}]`;
  if (!isObject(value)) return JSON.stringify(value);
  const keys = Object.keys(value)
    .filter((key) => names || (!ANNOTATIONS.has(key) && !key.startsWith('x-')))
    .sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key] as Json, depth + 1, !names && NAME_MAPS.has(key))}`).join(',')}}`;
}
