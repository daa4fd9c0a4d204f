import { hashToSeed } from '@mocks/engine/seed';
import type { OperationDefinition } from '@mocks/engine/types';
import { checkValidAnswer, type CheckName } from './checks';
import { jsonPointer } from './links';
import { violationsOf } from './operation-cases';
import { curlCommand, toWire, type RequestModel, type WireRequest } from './request-model';
import { SEQUENCES, type Matcher, type Outcome, type SequenceDefinition, type SequenceStep, type StepValue } from './sequences';
import { isAnswer, sendToTarget, type TargetAnswer } from './transport';
import { redactSecretText, redactUrl, REDACTED, isSecretFieldName } from '../../../../mocks/security/redact-secrets';
import { loadContractDocument, serverBasePath } from '../../contract-files';
import { operationsOf } from '../../contract-operations';

/** One request of a sequence as sent, secrets redacted. */
type SequenceStepResult = {
  /** 1-based, in the order of the sequence. */
  step: number;
  operationId: string;
  does: string;
  /** The target's status; absent when no answer came. */
  status?: number;
  durationMs: number;
};

/** Why a sequence failed: the step, and what it expected against what came back. */
type SequenceFailure = {
  step: number;
  operationId: string;
  does: string;
  /** `state` for an effect the answer does not show; a check of the generated phase for an answer that breaks the contract. */
  check: 'state' | CheckName;
  expected: string;
  actual: string;
};

export type SequenceResult = {
  name: string;
  title: string;
  outcome: 'passed' | 'failed' | 'skipped';
  /** The steps sent, in order (up to the one that failed or could not run). */
  steps: SequenceStepResult[];
  failure?: SequenceFailure;
  /** Why the sequence could not run on this server (the test data a step needs), for a skipped one. */
  skipped?: string;
  /** The whole sequence as curl commands, one per step sent, each after a comment naming the step; secrets redacted. */
  curl: string;
  durationMs: number;
};

export type SequenceOptions = {
  /** The server's origin; each file's server base path is added. */
  target: string;
  /** The contract files checked in this run: a sequence runs when all of its files are among them. */
  files: string[];
  seed: number;
  timeoutMs: number;
  /** What makes this run's fresh values new (default: the time); the same run id and seed give the same values. */
  runId?: string;
  sequences?: SequenceDefinition[];
  onSequence?: (result: SequenceResult, index: number, total: number) => void;
};

/** The sequences whose files are all checked in this run. */
function sequencesFor(files: string[], sequences: SequenceDefinition[] = SEQUENCES): SequenceDefinition[] {
  return sequences.filter((sequence) => sequence.files.every((file) => files.includes(file)));
}

type Located = { operation: OperationDefinition; baseUrl: string };

/** The contract files do not change while the process runs: each is read once, however many runs check it. */
const loaded = new Map<string, Promise<OperationDefinition[]>>();

function operationsOfFile(file: string): Promise<OperationDefinition[]> {
  let operations = loaded.get(file);
  if (!operations) {
    operations = loadContractDocument(file)
      .then((document) => operationsOf(file.replace(/\.ya?ml$/, ''), document))
      .catch((error: unknown) => {
        loaded.delete(file);
        throw error;
      });
    loaded.set(file, operations);
  }
  return operations;
}

async function operationsByIdOf(target: string, files: string[]): Promise<Map<string, Located>> {
  const byId = new Map<string, Located>();
  for (const file of files) {
    const baseUrl = `${target}${serverBasePath(file)}`;
    for (const operation of await operationsOfFile(file)) byId.set(operation.operationId, { operation, baseUrl });
  }
  return byId;
}

/** A 10-digit line number that starts like the contract's (55) and differs per run and sequence. */
function freshLine(seed: number, runId: string, name: string, key: string): string {
  return `55${String(hashToSeed(String(seed), runId, name, key) % 100_000_000).padStart(8, '0')}`;
}

/** Where a value came from, for the comment above a step's curl command. */
type Known = { value: unknown; origin?: string };

const WHOLE_PLACEHOLDER = /^\{\{(\w+)\}\}$/;
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

class MissingValue extends Error {}

function resolveValue(value: StepValue, known: Map<string, Known>, used: Set<string>): unknown {
  const lookup = (name: string): unknown => {
    const found = known.get(name);
    if (!found) throw new MissingValue(name);
    used.add(name);
    return found.value;
  };
  if (typeof value === 'string') {
    const whole = WHOLE_PLACEHOLDER.exec(value);
    if (whole) return lookup(whole[1] as string);
    return value.replace(PLACEHOLDER, (_, name: string) => {
      const found = lookup(name);
      return typeof found === 'string' ? found : JSON.stringify(found);
    });
  }
  if (Array.isArray(value)) return value.map((item) => resolveValue(item, known, used));
  if (value !== null && typeof value === 'object') {
    if ('base64Json' in value && Object.keys(value).length === 1) {
      return Buffer.from(JSON.stringify(resolveValue(value.base64Json as StepValue, known, used)), 'utf8').toString('base64');
    }
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveValue(item, known, used)]));
  }
  return value;
}

function resolvePart(part: Record<string, StepValue> | undefined, known: Map<string, Known>, used: Set<string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(part ?? {}).map(([name, value]) => [name, resolveValue(value, known, used)]));
}

function modelOf(step: SequenceStep, known: Map<string, Known>, used: Set<string>): RequestModel {
  const model: RequestModel = {
    path: resolvePart(step.path, known, used),
    query: resolvePart(step.query, known, used),
    header: resolvePart(step.header, known, used),
  };
  if (step.body !== undefined) model.body = resolveValue(step.body, known, used);
  return model;
}

/** The request as a report may show it: the query's, headers' and body's secrets replaced (mocks/security/redact-secrets.ts). */
function redactedWire(wire: WireRequest): WireRequest {
  const headers = Object.fromEntries(Object.entries(wire.headers).map(([name, value]) => [name, isSecretFieldName(name) ? REDACTED : redactSecretText(value)]));
  return { ...wire, url: redactUrl(wire.url), headers, ...(wire.body !== undefined ? { body: redactSecretText(wire.body) } : {}) };
}

function stepComment(index: number, step: SequenceStep, used: Set<string>, known: Map<string, Known>): string {
  const carried = [...used].flatMap((name) => {
    const origin = known.get(name)?.origin;
    return origin ? [`${name} from ${origin}`] : [];
  });
  return `# ${index}. ${step.operationId}: ${step.does}${carried.length > 0 ? ` (${carried.join(', ')})` : ''}`;
}

function isMatcher(value: unknown): value is Matcher {
  return value !== null && typeof value === 'object' && 'kind' in value;
}

function describeCheck(pointer: string, expected: unknown, known: Map<string, Known>): string {
  if (!isMatcher(expected)) return `${pointer} = ${JSON.stringify(resolveValue(expected as StepValue, known, new Set()))}`;
  if (expected.kind === 'present') return `a value at ${pointer}`;
  if (expected.kind === 'non-empty') return `items at ${pointer}`;
  return `${pointer} without an item ${JSON.stringify(resolveValue(expected.item, known, new Set()))}`;
}

function describeOutcome(outcome: Outcome, known: Map<string, Known>): string {
  const checks = Object.entries(outcome.body ?? {}).map(([pointer, expected]) => describeCheck(pointer, expected, known));
  return `status ${outcome.status}${checks.length > 0 ? ` with ${checks.join(' and ')}` : ''}`;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function holds(value: unknown, expected: unknown, known: Map<string, Known>): boolean {
  if (!isMatcher(expected)) return sameJson(value, resolveValue(expected as StepValue, known, new Set()));
  if (expected.kind === 'present') return value !== undefined && value !== null && value !== '';
  if (!Array.isArray(value)) return false;
  if (expected.kind === 'non-empty') return value.length > 0;
  const item = resolveValue(expected.item, known, new Set()) as Record<string, unknown>;
  return !value.some(
    (candidate) =>
      candidate !== null &&
      typeof candidate === 'object' &&
      Object.entries(item).every(([key, field]) => sameJson((candidate as Record<string, unknown>)[key], field)),
  );
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** What came back, at the places the expected outcomes look at. */
function describeAnswer(answer: TargetAnswer, body: unknown, outcomes: Outcome[]): string {
  const pointers = [...new Set(outcomes.flatMap((outcome) => Object.keys(outcome.body ?? {})))];
  const shown = pointers.map((pointer) => {
    const value = jsonPointer(body, pointer);
    if (value === undefined) return `nothing at ${pointer}`;
    if (Array.isArray(value))
      return `${pointer} = ${JSON.stringify(value.map((item: unknown) => (item !== null && typeof item === 'object' && 'id' in item ? { id: item.id } : item)))}`;
    return `${pointer} = ${typeof value === 'string' && value.length > 60 ? `${JSON.stringify(value.slice(0, 60))}…` : JSON.stringify(value)}`;
  });
  return redactSecretText(`status ${answer.status}${shown.length > 0 ? ` with ${shown.join(' and ')}` : ''}`);
}

type StepRun =
  | { kind: 'passed'; answer: TargetAnswer; body: unknown }
  | { kind: 'failed'; failure: Omit<SequenceFailure, 'step' | 'operationId' | 'does'> }
  | { kind: 'skipped'; reason: string };

function judge(located: Located, step: SequenceStep, answer: TargetAnswer, known: Map<string, Known>): StepRun {
  const contract = checkValidAnswer(located.operation, answer, {}).failures[0];
  if (contract) return { kind: 'failed', failure: { check: contract.check, expected: contract.expected, actual: redactSecretText(contract.actual) } };
  const outcomes = Array.isArray(step.expect) ? step.expect : [step.expect];
  const body = parseBody(answer.bodyText);
  const passes = outcomes.some(
    (outcome) =>
      outcome.status === answer.status && Object.entries(outcome.body ?? {}).every(([pointer, expected]) => holds(jsonPointer(body, pointer), expected, known)),
  );
  if (passes) return { kind: 'passed', answer, body };
  const expected = outcomes.map((outcome) => describeOutcome(outcome, known)).join(', or ');
  const actual = describeAnswer(answer, body, outcomes);
  if (step.needs) return { kind: 'skipped', reason: `step ${step.operationId} (${step.does}) needs ${step.needs}: expected ${expected}, got ${actual}` };
  return { kind: 'failed', failure: { check: 'state', expected, actual } };
}

/** Runs one sequence, step by step, until the end, the first failure or a step the server's test data cannot serve. */
async function runSequence(definition: SequenceDefinition, byId: Map<string, Located>, options: SequenceOptions, runId: string): Promise<SequenceResult> {
  const started = Date.now();
  const known = new Map<string, Known>();
  for (const [name, value] of Object.entries(definition.given ?? {})) {
    known.set(name, { value: typeof value === 'string' ? value : freshLine(options.seed, runId, definition.name, name) });
  }
  const steps: SequenceStepResult[] = [];
  const commands: string[] = [];
  const finish = (outcome: Pick<SequenceResult, 'outcome' | 'failure' | 'skipped'>): SequenceResult => ({
    name: definition.name,
    title: definition.title,
    ...outcome,
    steps,
    curl: commands.join('\n'),
    durationMs: Date.now() - started,
  });
  for (const [index, step] of definition.steps.entries()) {
    const number = index + 1;
    const located = byId.get(step.operationId);
    if (!located) return finish({ outcome: 'skipped', skipped: `step ${number}: the contract has no operation ${step.operationId}` });
    const used = new Set<string>();
    let model: RequestModel;
    try {
      model = modelOf(step, known, used);
    } catch (error) {
      if (!(error instanceof MissingValue)) throw error;
      return finish({ outcome: 'skipped', skipped: `step ${number}: no earlier step saved ${error.message}` });
    }
    const refused = violationsOf(located.operation, model);
    if (refused.length > 0) {
      const reasons = refused.map((violation) => `${violation.location.join('.')} ${violation.message}`).join('; ');
      return finish({
        outcome: 'skipped',
        skipped: `step ${number} (${step.operationId}) would send a request the contract refuses: ${redactSecretText(reasons)}`,
      });
    }
    const wire = toWire(located.operation, model, located.baseUrl);
    commands.push(stepComment(number, step, used, known), curlCommand(redactedWire(wire)));
    const sent = await sendToTarget(wire, options.timeoutMs);
    const base = { step: number, operationId: step.operationId, does: step.does };
    if (!isAnswer(sent)) {
      steps.push({ ...base, durationMs: sent.durationMs });
      return finish({
        outcome: 'failed',
        failure: { ...base, check: 'reachable', expected: 'a whole HTTP answer', actual: redactSecretText(sent.unreachable) },
      });
    }
    steps.push({ ...base, status: sent.status, durationMs: sent.durationMs });
    const run = judge(located, step, sent, known);
    if (run.kind === 'skipped') return finish({ outcome: 'skipped', skipped: run.reason });
    if (run.kind === 'failed') return finish({ outcome: 'failed', failure: { ...base, ...run.failure } });
    for (const [name, pointer] of Object.entries(step.save ?? {})) {
      const value = jsonPointer(run.body, pointer);
      if (value === undefined || value === null) {
        return finish({
          outcome: 'failed',
          failure: { ...base, check: 'state', expected: `a value at ${pointer} for the next steps (${name})`, actual: `nothing at ${pointer}` },
        });
      }
      known.set(name, { value, origin: `step ${number}'s ${pointer}` });
    }
  }
  return finish({ outcome: 'passed' });
}

/**
 * The stateful step of the generated phase, after every operation's own passes: each sequence
 * whose contract files are checked, one after the other, values flowing from earlier answers into
 * later requests and each step's effect checked by a later read. Sends plain requests (never
 * Prefer), so a server answers from its own state.
 */
export async function runSequences(options: SequenceOptions): Promise<SequenceResult[]> {
  const definitions = sequencesFor(options.files, options.sequences);
  if (definitions.length === 0) return [];
  const byId = await operationsByIdOf(options.target.replace(/\/+$/, ''), [...new Set(definitions.flatMap((definition) => definition.files))]);
  const runId = options.runId ?? String(Date.now());
  const results: SequenceResult[] = [];
  for (const [index, definition] of definitions.entries()) {
    const result = await runSequence(definition, byId, options, runId);
    results.push(result);
    options.onSequence?.(result, index, definitions.length);
  }
  return results;
}
