import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { responseViolations } from '../../mocks/engine/response-violations';
import type { OperationDefinition } from '../../mocks/engine/types';
import { redactSecrets, redactUrl } from '../../mocks/security/redact-secrets';
import type { ProxiedExchange } from '../../mocks/server-proxy';

/**
 * Record mode (`npm run mock:server -- --proxy <origin> --record <dir>`): every distinct answer of
 * a real backend (by operation, status and body shape) becomes a candidate named example, one YAML
 * file per operation under <dir>; answers the contract rejects go to <dir>/rejected/ with their
 * violations. `npm run examples:adopt` merges the reviewed ones into openapi/.
 */
const REJECTED_DIR = 'rejected';

type Candidate = {
  key: string;
  summary: string;
  status: number;
  contentType: string;
  /** The body's structure (field names and value types), which tells two answers apart. */
  shape: string;
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

/** `real` and the answer's words in camel case (`realNoHomologado`), else `real<status>`. */
function baseKeyOf(status: number, value: unknown): string {
  const words = (wordsOf(value) ?? '')
    .normalize('NFD')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 4)
    .map((word) => word[0]?.toUpperCase() + word.slice(1).toLowerCase())
    .join('');
  return `real${words || status}`;
}

function uniqueKey(base: string, taken: Set<string>): string {
  let key = base;
  for (let suffix = 2; taken.has(key); suffix += 1) key = `${base}${suffix}`;
  return key;
}

function summaryOf(status: number, value: unknown): string {
  const words = wordsOf(value);
  return `Respuesta grabada del backend (${status})${words ? `: ${words.slice(0, 80)}` : ''}`;
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

  /** Checks one proxied answer against the contract and keeps it when its operation, status and shape are new. */
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
    if (file.content.candidates.some((candidate) => candidate.status === exchange.status && candidate.shape === shape)) return;
    const redacted = redactRecorded(value);
    const key = uniqueKey(baseKeyOf(exchange.status, redacted), this.takenKeys(operation));
    const requestBody = parseBody(exchange.requestBody, 'application/json');
    file.content.candidates.push({
      key,
      summary: summaryOf(exchange.status, redacted),
      status: exchange.status,
      contentType: exchange.contentType,
      shape,
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
