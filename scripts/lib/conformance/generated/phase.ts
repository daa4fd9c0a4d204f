import fc from 'fast-check';
import { hashToSeed } from '@mocks/engine/seed';
import type { OperationDefinition } from '@mocks/engine/types';
import { checkInvalidAnswer, checkValidAnswer, type CheckFailure, type CheckName, type CheckOutcome } from './checks';
import { applyLink, type ContractLink } from './links';
import { boundaryCases, invalidCases, isValidRequest, requestArbitrary, smallestRequest } from './operation-cases';
import { curlCommand, toWire, type RequestModel, type WireRequest } from './request-model';
import { SchemaContradiction } from './schema-arbitrary';
import { isAnswer, sendToTarget, type TargetAnswer } from './transport';

/** One failure of the generated phase, shrunk, with what a backend developer needs to reproduce it. */
export type Finding = {
  check: CheckName;
  operationId: string;
  expected: string;
  actual: string;
  schemaPath?: string;
  /** How the failing request was made: 'boundary: dn shortest (10)', 'valid case 12, shrunk in 9 steps', 'invalid: wrong type body.dn'. */
  found: string;
  /** The smallest failing request; a chain's earlier requests come first. */
  requests: WireRequest[];
  curl: string;
  /** How many cases met the same failure. */
  occurrences: number;
};

type CheckTally = { run: number; failed: number };

export type GeneratedOperationResult = {
  operationId: string;
  requests: number;
  statuses: number[];
  checks: Partial<Record<CheckName, CheckTally>>;
  findings: Finding[];
  /** Why the operation's generated phase was skipped: a schema the generator cannot satisfy. */
  warning?: string;
  /** Chained cases sent after a linked operation. */
  chains: number;
};

export type GeneratedOptions = {
  baseUrl: string;
  seed: number;
  cases: number;
  timeoutMs: number;
  maxResponseTimeMs?: number;
  /** Per status, the response headers the contract requires. */
  requiredHeaders?: Record<string, string[]>;
  /** Links whose target is this operation, with the source operations they start from. */
  incomingLinks?: { link: ContractLink; source: OperationDefinition }[];
};

/** Requests one finding's shrinking may send: enough to reach a small request, bounded so a broken target cannot keep the run going. */
const SHRINK_BUDGET = 150;
/** Chained cases per link: each costs two requests and a stateful answer. */
const CHAINS_PER_LINK = 5;

type Recorder = {
  result: GeneratedOperationResult;
  byIdentity: Map<string, Finding>;
  statuses: Set<number>;
};

function record(recorder: Recorder, outcome: CheckOutcome, found: string, requests: WireRequest[]): CheckFailure[] {
  for (const check of outcome.run) {
    const tally = (recorder.result.checks[check] ??= { run: 0, failed: 0 });
    tally.run += 1;
    if (outcome.failures.some((failure) => failure.check === check)) tally.failed += 1;
  }
  const fresh: CheckFailure[] = [];
  for (const failure of outcome.failures) {
    const key = `${failure.check} ${failure.identity}`;
    const known = recorder.byIdentity.get(key);
    if (known) {
      known.occurrences += 1;
      continue;
    }
    const finding: Finding = {
      check: failure.check,
      operationId: recorder.result.operationId,
      expected: failure.expected,
      actual: failure.actual,
      ...(failure.schemaPath ? { schemaPath: failure.schemaPath } : {}),
      found,
      requests,
      curl: requests.map(curlCommand).join('\n'),
      occurrences: 1,
    };
    recorder.byIdentity.set(key, finding);
    recorder.result.findings.push(finding);
    fresh.push(failure);
  }
  return fresh;
}

function unreachableOutcome(reason: string): CheckOutcome {
  return { run: ['reachable'], failures: [{ check: 'reachable', expected: 'a whole HTTP answer', actual: reason, identity: 'unreachable' }] };
}

/**
 * The generated phase of one operation, straight against the target: the boundary pass, `cases`
 * valid requests from fast-check (each failure shrunk), the invalid pass, then the chains of the
 * links that lead here. A target that stops answering ends the operation's phase with one finding.
 */
export async function runGeneratedPhase(operation: OperationDefinition, options: GeneratedOptions): Promise<GeneratedOperationResult> {
  const result: GeneratedOperationResult = { operationId: operation.operationId, requests: 0, statuses: [], checks: {}, findings: [], chains: 0 };
  const recorder: Recorder = { result, byIdentity: new Map(), statuses: new Set() };
  const seed = hashToSeed(String(options.seed), operation.operationId) % 0x7fffffff;
  let arbitrary: fc.Arbitrary<RequestModel>;
  let base: RequestModel;
  try {
    arbitrary = requestArbitrary(operation);
    base = smallestRequest(arbitrary, seed);
  } catch (error) {
    if (!(error instanceof SchemaContradiction)) throw error;
    result.warning = `generated phase skipped: the schema at ${error.schemaPath} cannot be satisfied (${error.reason})`;
    return result;
  }

  const exchange = async (model: RequestModel): Promise<{ wire: WireRequest; answer?: TargetAnswer; unreachable?: string }> => {
    const wire = toWire(operation, model, options.baseUrl);
    result.requests += 1;
    const sent = await sendToTarget(wire, options.timeoutMs);
    if (!isAnswer(sent)) return { wire, unreachable: sent.unreachable };
    recorder.statuses.add(sent.status);
    return { wire, answer: sent };
  };
  const validOutcome = (answer: TargetAnswer) =>
    checkValidAnswer(operation, answer, {
      ...(options.requiredHeaders ? { requiredHeaders: options.requiredHeaders } : {}),
      ...(options.maxResponseTimeMs !== undefined ? { maxResponseTimeMs: options.maxResponseTimeMs } : {}),
    });
  const finish = () => {
    result.statuses = [...recorder.statuses].sort((a, b) => a - b);
    return result;
  };

  for (const planned of boundaryCases(operation, base, seed)) {
    const sent = await exchange(planned.model);
    if (!sent.answer) {
      record(recorder, unreachableOutcome(sent.unreachable ?? ''), `boundary: ${planned.label}`, [sent.wire]);
      return finish();
    }
    record(recorder, validOutcome(sent.answer), `boundary: ${planned.label}`, [sent.wire]);
  }

  const samples = fc.sample(arbitrary, { seed, numRuns: options.cases });
  const toShrink: { index: number; failure: CheckFailure }[] = [];
  for (const [index, model] of samples.entries()) {
    const sent = await exchange(model);
    if (!sent.answer) {
      record(recorder, unreachableOutcome(sent.unreachable ?? ''), `valid case ${index + 1}`, [sent.wire]);
      return finish();
    }
    for (const failure of record(recorder, validOutcome(sent.answer), `valid case ${index + 1}`, [sent.wire])) toShrink.push({ index, failure });
  }
  for (const { index, failure } of toShrink) await shrinkFinding(operation, arbitrary, seed, index, failure, recorder, options, exchange, validOutcome);

  for (const planned of invalidCases(operation, base, seed)) {
    const sent = await exchange(planned.model);
    if (!sent.answer) {
      record(recorder, unreachableOutcome(sent.unreachable ?? ''), `invalid: ${planned.label}`, [sent.wire]);
      return finish();
    }
    record(recorder, checkInvalidAnswer(sent.answer, `${planned.rule} at ${planned.location}`), `invalid: ${planned.label}`, [sent.wire]);
  }

  for (const { link, source } of options.incomingLinks ?? []) {
    await runChains(link, source, operation, arbitrary, seed, recorder, options, exchange, validOutcome);
  }
  return finish();
}

type Exchange = (model: RequestModel) => Promise<{ wire: WireRequest; answer?: TargetAnswer; unreachable?: string }>;

/** Shrinks one valid case's failure with fast-check: replays the case by its path, then keeps the smallest request that fails the same way. */
async function shrinkFinding(
  operation: OperationDefinition,
  arbitrary: fc.Arbitrary<RequestModel>,
  seed: number,
  index: number,
  failure: CheckFailure,
  recorder: Recorder,
  options: GeneratedOptions,
  exchange: Exchange,
  validOutcome: (answer: TargetAnswer) => CheckOutcome,
): Promise<void> {
  const finding = recorder.byIdentity.get(`${failure.check} ${failure.identity}`);
  if (!finding) return;
  let budget = SHRINK_BUDGET;
  let smallest: { wire: WireRequest; failure: CheckFailure } | undefined;
  const run = await fc.check(
    fc.asyncProperty(arbitrary, async (model) => {
      if (budget <= 0) return true;
      budget -= 1;
      const sent = await exchange(model);
      if (!sent.answer) return true;
      const same = validOutcome(sent.answer).failures.find((candidate) => candidate.check === failure.check && candidate.identity === failure.identity);
      if (same) smallest = { wire: sent.wire, failure: same };
      return same === undefined;
    }),
    { seed, path: String(index), numRuns: options.cases },
  );
  if (!run.failed || !smallest) return;
  finding.requests = [smallest.wire];
  finding.curl = curlCommand(smallest.wire);
  finding.actual = smallest.failure.actual;
  finding.found = `valid case ${index + 1}, shrunk in ${run.numShrinks} steps`;
}

async function runChains(
  link: ContractLink,
  source: OperationDefinition,
  target: OperationDefinition,
  targetArbitrary: fc.Arbitrary<RequestModel>,
  seed: number,
  recorder: Recorder,
  options: GeneratedOptions,
  exchange: Exchange,
  validOutcome: (answer: TargetAnswer) => CheckOutcome,
): Promise<void> {
  let sourceArbitrary: fc.Arbitrary<RequestModel>;
  try {
    sourceArbitrary = requestArbitrary(source);
  } catch {
    return;
  }
  const runs = Math.min(options.cases, CHAINS_PER_LINK);
  const sources = fc.sample(sourceArbitrary, { seed: seed ^ 0x5bd1e995, numRuns: runs });
  const targets = fc.sample(targetArbitrary, { seed: seed ^ 0x1b873593, numRuns: runs });
  for (const [index, sourceModel] of sources.entries()) {
    const sourceWire = toWire(source, sourceModel, options.baseUrl);
    recorder.result.requests += 1;
    const first = await sendToTarget(sourceWire, options.timeoutMs);
    if (!isAnswer(first)) return;
    if (link.status !== 'default' && String(first.status) !== link.status) continue;
    let body: unknown;
    try {
      body = JSON.parse(first.bodyText);
    } catch {
      continue;
    }
    const model = applyLink(link, target, targets[index] as RequestModel, { request: sourceModel, status: first.status, headers: first.headers, body });
    if (!model || !isValidRequest(target, model)) continue;
    const found = `chain ${source.operationId} → ${target.operationId} (link ${link.name}), case ${index + 1}`;
    const sent = await exchange(model);
    recorder.result.chains += 1;
    if (!sent.answer) {
      record(recorder, unreachableOutcome(sent.unreachable ?? ''), found, [sourceWire, sent.wire]);
      return;
    }
    record(recorder, validOutcome(sent.answer), found, [sourceWire, sent.wire]);
  }
}
