import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { responseViolations } from '../../mocks/engine/response-violations';
import type { JsonSchema, OperationDefinition } from '../../mocks/engine/types';
import { redactSecrets, redactUrl } from '../../mocks/security/redact-secrets';
import type { ProxiedExchange } from '../../mocks/server-proxy';

/**
 * Record mode (`npm run mock:server -- --proxy <origin> --record <dir>`): every distinct outcome of
 * a real backend (by operation, status, body shape and the values that tell outcomes apart: see
 * `outcomeFields`, decision 263) becomes a candidate named example, one YAML file per operation
 * under <dir>; answers the contract rejects go to <dir>/rejected/ with their violations. `npm run
 * examples:adopt` merges the reviewed ones into openapi/.
 */
const REJECTED_DIR = 'rejected';

type Candidate = {
  key: string;
  summary: string;
  status: number;
  contentType: string;
  /** The body's structure (field names and value types), which tells two answers apart. */
  shape: string;
  /** The values that tell it from other answers of the same shape (a flag, a value of a listed set, a message), by path. */
  outcome?: Record<string, OutcomeValue>;
  recordedAt: string;
  request: { method: string; url: string; body?: unknown };
  value: unknown;
  violations?: string[];
};

export type CandidateFile = { operationId: string; method: string; path: string; recordedFrom: string; candidates: Candidate[] };

/** The one place a recording is redacted, with the call log's rules (mocks/security/redact-secrets.ts). */
function redactRecorded(value: unknown): unknown {
  return redactSecrets(value);
}

/** Field names and value types, arrays by their items' shapes: `{data:{homologated:string},success:boolean}`. */
function shapeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `[${[...new Set(value.map(shapeOf))].sort().join('|')}]`;
  if (typeof value === 'object') {
    const fields = Object.entries(value as Record<string, unknown>).sort(([left], [right]) => left.localeCompare(right));
    return `{${fields.map(([name, field]) => `${name}:${shapeOf(field)}`).join(',')}}`;
  }
  return typeof value;
}

function parseBody(text: string, contentType: string): unknown {
  if (text === '') return undefined;
  if (!/json/i.test(contentType)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The answer's own words, when it has some: `mensaje`, `message`, `status` or `title`. */
function wordsOf(value: unknown): string | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  for (const name of ['mensaje', 'message', 'status', 'title']) {
    const words = (value as Record<string, unknown>)[name];
    if (typeof words === 'string' && words.trim() !== '') return words.trim();
  }
  return undefined;
}

type OutcomeValue = string | number | boolean | null;
/** One value that tells an outcome apart, where the body has it (`data.homologated`). */
type OutcomeField = { path: string; name: string; value: OutcomeValue };

/** Text fields that carry the answer's own message: a different message is a different outcome. */
const MESSAGE_FIELDS = new Set(['mensaje', 'message', 'msg', 'title', 'detail', 'error']);

/** The schema of a property, looked up through allOf, oneOf and anyOf (the contract is dereferenced). */
function propertySchema(schema: JsonSchema | undefined, name: string): JsonSchema | undefined {
  if (!schema) return undefined;
  const own = schema.properties?.[name];
  if (own) return own;
  for (const branch of [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) {
    const found = propertySchema(branch, name);
    if (found) return found;
  }
  return typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
}

/** A value from a set the contract lists: `enum`, `const`, or known values in the schema's `examples` (an open enum, as Homologation). */
function isListedValue(schema: JsonSchema | undefined): boolean {
  return schema !== undefined && (Array.isArray(schema.enum) || 'const' in schema || (Array.isArray(schema.examples) && schema.examples.length > 0));
}

/**
 * The values that make an answer a different outcome from another of the same shape (decision
 * 270): outside lists, every boolean (a flag), every value the contract's schema lists (enum,
 * const, schema `examples`) and every message (`mensaje`, `message`…, digit runs read as one
 * number). Ids, dates, amounts and names merely vary between calls: they never count, nor does
 * anything inside an array (a list's items are data, not the outcome).
 */
function outcomeFields(schema: JsonSchema | undefined, value: unknown, prefix = ''): OutcomeField[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  const fields: OutcomeField[] = [];
  for (const [name, child] of Object.entries(value as Record<string, unknown>).sort(([left], [right]) => left.localeCompare(right))) {
    const childSchema = propertySchema(schema, name);
    const path = prefix ? `${prefix}.${name}` : name;
    if (Array.isArray(child)) continue;
    if (child !== null && typeof child === 'object') {
      fields.push(...outcomeFields(childSchema, child, path));
    } else if (isListedValue(childSchema) && (child === null || ['string', 'number', 'boolean'].includes(typeof child))) {
      fields.push({ path, name, value: child as OutcomeValue });
    } else if (typeof child === 'boolean') {
      fields.push({ path, name, value: child });
    } else if (typeof child === 'string' && MESSAGE_FIELDS.has(name.toLowerCase())) {
      fields.push({ path, name, value: child.trim().replace(/\s+/g, ' ').replace(/\d+/g, '#') });
    }
  }
  return fields;
}

function schemaOf(operation: OperationDefinition, status: number): JsonSchema | undefined {
  return (operation.responses.find((response) => response.status === status) ?? operation.responses.find((response) => response.status === 'default'))?.schema;
}

function outcomeKey(fields: OutcomeField[]): string {
  return JSON.stringify(fields.map((field) => [field.path, field.value]));
}

/** Words in camel case, ASCII letters and digits only: `NO HOMOLOGADO` is `NoHomologado`, `-1` is `Minus1`. */
function camelWords(text: string, words = 4): string {
  return text
    .replace(/^-(?=\d)/, 'minus ')
    .normalize('NFD')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, words)
    .map((word) => word[0]?.toUpperCase() + word.slice(1).toLowerCase())
    .join('');
}

/** `HomologatedNoHomologado`: a field and its value, for a key. */
function fieldWords(field: OutcomeField): string {
  const name = field.name.replace(/[^A-Za-z0-9]+/g, '');
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}${camelWords(String(field.value)) || 'Empty'}`;
}

const isMessage = (field: OutcomeField) => MESSAGE_FIELDS.has(field.name.toLowerCase());
const valueAt = (fields: OutcomeField[], path: string) => fields.find((field) => field.path === path)?.value;

/**
 * A readable key from what the answer says: `real` and its message (`realNoHomologado`), else the
 * first value of a set the contract lists, else its status. When a candidate has that key already,
 * it is told apart by what differs from the other answers of its status: the fields whose value
 * no other has (`realConsultaExitosaSuccessFalse`), else those that differ from some; a message
 * among them lengthens the message part. A number is the last resort.
 */
function keyOf(status: number, value: unknown, fields: OutcomeField[], others: OutcomeField[][], taken: Set<string>): string {
  const words = wordsOf(value) ?? '';
  const listed = fields.find((field) => !isMessage(field) && typeof field.value !== 'boolean');
  const named = (wordCount: number) => `real${camelWords(words, wordCount) || (listed ? camelWords(String(listed.value)) : '') || status}`;
  let key = named(4);
  if (taken.has(key) && others.length > 0) {
    const unique = fields.filter((field) => others.every((other) => valueAt(other, field.path) !== field.value));
    const differing = unique.length > 0 ? unique : fields.filter((field) => others.some((other) => valueAt(other, field.path) !== field.value));
    key =
      named(differing.some(isMessage) ? 12 : 4) +
      differing
        .filter((field) => !isMessage(field))
        .slice(0, 2)
        .map(fieldWords)
        .join('');
  }
  const base = key;
  for (let suffix = 2; taken.has(key); suffix += 1) key = `${base}${suffix}`;
  return key;
}

function summaryOf(status: number, value: unknown, fields: OutcomeField[]): string {
  const words = wordsOf(value);
  const listed = fields.filter((field) => !MESSAGE_FIELDS.has(field.name.toLowerCase()));
  const detail = listed.map((field) => `${field.name} ${String(field.value)}`).join(', ');
  const said = words && detail ? `${words.slice(0, 80)} (${detail})` : (words?.slice(0, 80) ?? detail);
  return `Respuesta grabada del backend (${status})${said ? `: ${said}` : ''}`;
}

export class ExampleRecorder {
  private readonly files = new Map<string, CandidateFile>();

  constructor(
    /** Where candidates go; without it, answers are only checked and violations logged. */
    private readonly dir: string | undefined,
    private readonly recordedFrom: string,
    private readonly log: (line: string) => void = (line) => console.log(line),
  ) {
    // A recording resumed into the same folder adds to its files instead of starting them again.
    for (const folder of dir ? [dir, path.join(dir, REJECTED_DIR)] : []) {
      if (!existsSync(folder)) continue;
      for (const name of readdirSync(folder).filter((file) => file.endsWith('.yaml'))) {
        const file = parse(readFileSync(path.join(folder, name), 'utf8')) as CandidateFile;
        this.files.set(path.join(folder, name), file);
      }
    }
  }

  /** Checks one proxied answer against the contract and keeps it when its operation, status, shape or outcome values are new. */
  observe(exchange: ProxiedExchange): void {
    const { operation } = exchange;
    if (!operation) {
      this.log(`[record] ${exchange.method} ${redactUrl(exchange.url)}: no operation of the contract matches; not recorded`);
      return;
    }
    const value = parseBody(exchange.bodyText, exchange.contentType);
    const violations = responseViolations(operation, { status: exchange.status, contentType: exchange.contentType, body: value });
    if (violations.length > 0) this.log(`[record] ${operation.operationId} ${exchange.status} breaks the contract: ${violations.join('; ')}`);
    if (!this.dir) return;
    const shape = shapeOf(value);
    const file = this.fileFor(operation, violations.length > 0);
    // Compared redacted on both sides: a candidate keeps only the redacted value.
    const redacted = redactRecorded(value);
    const schema = schemaOf(operation, exchange.status);
    const fields = outcomeFields(schema, redacted);
    const sameStatus = file.content.candidates.filter((candidate) => candidate.status === exchange.status);
    const known = outcomeKey(fields);
    if (sameStatus.some((candidate) => candidate.shape === shape && outcomeKey(outcomeFields(schema, candidate.value)) === known)) return;
    const others = sameStatus.map((candidate) => outcomeFields(schema, candidate.value));
    const key = keyOf(exchange.status, redacted, fields, others, this.takenKeys(operation));
    const requestBody = parseBody(exchange.requestBody, 'application/json');
    file.content.candidates.push({
      key,
      summary: summaryOf(exchange.status, redacted, fields),
      status: exchange.status,
      contentType: exchange.contentType,
      shape,
      ...(fields.length > 0 ? { outcome: Object.fromEntries(fields.map((field) => [field.path, field.value])) } : {}),
      recordedAt: new Date().toISOString(),
      request: { method: exchange.method, url: redactUrl(exchange.url), ...(requestBody === undefined ? {} : { body: redactRecorded(requestBody) }) },
      value: redacted,
      ...(violations.length > 0 ? { violations } : {}),
    });
    mkdirSync(path.dirname(file.path), { recursive: true });
    writeFileSync(file.path, `${fileHeader(operation.operationId, violations.length > 0)}${stringify(file.content, { lineWidth: 0 })}`);
    this.log(`[record] ${operation.operationId} ${exchange.status}: candidate ${key} in ${path.relative(process.cwd(), file.path)}`);
  }

  private fileFor(operation: OperationDefinition, rejected: boolean): { path: string; content: CandidateFile } {
    const dir = this.dir ?? '.';
    const filePath = path.join(rejected ? path.join(dir, REJECTED_DIR) : dir, `${operation.operationId}.yaml`);
    let content = this.files.get(filePath);
    if (!content) {
      content = { operationId: operation.operationId, method: operation.method, path: operation.path, recordedFrom: this.recordedFrom, candidates: [] };
      this.files.set(filePath, content);
    }
    return { path: filePath, content };
  }

  /** Keys the contract already has for the operation and keys given to its other candidates. */
  private takenKeys(operation: OperationDefinition): Set<string> {
    const taken = new Set(operation.responses.flatMap((response) => response.examples.map((example) => example.key)));
    for (const file of this.files.values()) {
      if (file.operationId === operation.operationId) for (const candidate of file.candidates) taken.add(candidate.key);
    }
    return taken;
  }
}

function fileHeader(operationId: string, rejected: boolean): string {
  return rejected
    ? `# Answers of ${operationId} that break the contract, with their violations: fix the backend or the contract. Never adopted.\n`
    : `# Candidate named examples of ${operationId}, recorded from a real backend and redacted. Review them (keys, summaries,\n` +
        `# values), delete what should not become an example, then: npm run examples:adopt -- <this folder> --only ${operationId}\n`;
}
