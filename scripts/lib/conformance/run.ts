import path from 'node:path';
import type { OperationDefinition } from '@mocks/engine/types';
import { contractFileNames, contractPath, loadContractDocument, serverBasePath } from '../contract-files';
import { operationsOf } from '../contract-operations';
import { isPortFree } from '../free-port';
import { installedPrism, startPrismProxy, type RunningPrism } from '../prism';
import { linksOf, requiredHeadersOf, type ContractLink } from './generated/links';
import { runGeneratedPhase, type GeneratedOperationResult } from './generated/phase';
import { runSequences, type SequenceResult } from './generated/stateful';
import { closeConnections, sendToTarget, setRunHeaders } from './generated/transport';
import { endMockSession, MOCK_SOURCE_HEADER, mockSessionFor, scenarioNamedBy, unaskedScenarioText } from './mock-session';
import { readOwnAnswer } from './own-answer';
import { buildPlannedRequest, planRequests, type PlannedRequest } from './plan';
import { readProxyAnswer, sendRequest, type ProxyAnswer } from './prism-answer';
import type { ConformanceResult, ExampleValidator, FileResult, OperationResult, RequestResult, Violation } from './types';

export type PreferMode = 'auto' | 'on' | 'off';

export type ProgressEvent =
  | { kind: 'mock-session'; session: string }
  | { kind: 'file-start'; file: string; baseUrl: string; operations: number }
  | { kind: 'operation'; file: string; index: number; total: number; operation: OperationResult }
  | { kind: 'generated'; file: string; index: number; total: number; operationId: string; generated: GeneratedOperationResult }
  | { kind: 'file-done'; file: FileResult }
  | { kind: 'sequence'; index: number; total: number; sequence: SequenceResult };

export type ConformanceOptions = {
  /** Base URL of the server under test, without any contract file's server base path. */
  target: string;
  /** Contract file names ('main-api.yaml'); default every file of openapi/. */
  files?: string[];
  /** Seed of the schema-made requests; the same seed sends the same requests. */
  seed?: number;
  /** auto: name the outcome in Prefer when the target is the app's mock server (it answers x-mock-source). */
  prefer?: PreferMode;
  /** How long one answer may take before the operation counts as unreachable. */
  timeoutMs?: number;
  /** Valid requests per operation in the generated phase (default 50). */
  cases?: number;
  /** Only the example phase, as before the generated phase existed. */
  examplesOnly?: boolean;
  /** An answer slower than this is a finding of the generated phase. */
  maxResponseTimeMs?: number;
  /** The first port of the Prism proxies: the n-th file (0-based) gets first + n. Default: free ports. */
  proxyPort?: number;
  /** What validates the example phase's answers; default Prism when it is installed, else the project's own validator. */
  validator?: ExampleValidator;
  onProgress?: (event: ProgressEvent) => void;
};

const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_CASES = 50;

export function defaultValidator(): ExampleValidator {
  return installedPrism() ? 'prism' : 'own';
}

/**
 * Replays every operation of each contract file (all at once) through the example phase's
 * validator: Prism's validating proxy in front of the target, or the project's own checks on the
 * target's answers. Then the generated phase, unless examplesOnly.
 */
export async function runConformance(options: ConformanceOptions): Promise<ConformanceResult> {
  const started = Date.now();
  const target = options.target.replace(/\/+$/, '');
  const files = (options.files ?? contractFileNames()).map((file) => path.basename(file));
  const validator = options.validator ?? defaultValidator();
  // The project's mock server: the run works in a session of its own, which nothing left on the shared one reaches.
  const session = await mockSessionFor(target, options.timeoutMs);
  if (session) options.onProgress?.({ kind: 'mock-session', session: session.id });
  const sessionHeaders = session?.headers ?? {};
  setRunHeaders(sessionHeaders);
  let results: FileResult[];
  let sequences: SequenceResult[] = [];
  try {
    results = await Promise.all(files.map((file, index) => checkFile(file, index, target, { ...options, validator }, sessionHeaders)));
    // The stateful step of the generated phase, once every file's operations had their own passes.
    if (!options.examplesOnly) {
      sequences = await runSequences({
        target,
        files: results.filter((file) => file.error === undefined).map((file) => file.file),
        seed: options.seed ?? 1,
        timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        onSequence: (sequence, index, total) => options.onProgress?.({ kind: 'sequence', index, total, sequence }),
      });
    }
  } finally {
    setRunHeaders({});
    closeConnections();
    if (session) await endMockSession(target, session);
  }
  return {
    target,
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    ...(session ? { mockSession: session.id } : {}),
    files: results,
    ...(sequences.length > 0 ? { sequences } : {}),
  };
}

type Sent = { result: RequestResult; mockSource: boolean };

/** An answer that a scenario chose, which the check never asks for: a violation of the request, not a pass. */
function unaskedScenario(headers: Record<string, string | string[] | undefined>): Violation[] {
  const scenario = scenarioNamedBy(headers);
  if (scenario === undefined) return [];
  return [{ location: `response.header.${MOCK_SOURCE_HEADER}`, message: unaskedScenarioText(scenario), severity: 'Error', code: 'unasked-scenario' }];
}

/** Where a request goes: Prism's proxy (which routes the contract's paths) or, with the own validator, the target's base URL. */
type Replay = {
  operation: OperationDefinition;
  proxy: RunningPrism | undefined;
  baseUrl: string;
  basePath: string;
  timeoutMs: number;
  requiredHeaders: Record<string, string[]> | undefined;
  headers: Record<string, string>;
};

async function send(planned: PlannedRequest, { operation, proxy, baseUrl, basePath, timeoutMs, requiredHeaders, headers }: Replay): Promise<Sent> {
  const origin = proxy?.baseUrl ?? baseUrl;
  const request = buildPlannedRequest(operation, planned, origin);
  Object.assign(request.init.headers, headers);
  const base: Omit<RequestResult, 'durationMs' | 'violations'> = {
    label: planned.label,
    method: request.init.method ?? 'GET',
    // The target receives the contract's paths below its base path.
    path: `${basePath}${request.url.slice(origin.length)}`,
    ...(planned.prefer ? { prefer: planned.prefer } : {}),
    ...(planned.asked ? { asked: planned.asked } : {}),
  };
  const before = performance.now();
  try {
    let answer: ProxyAnswer;
    let mockSource: boolean;
    if (proxy) {
      const raw = await sendRequest(request, timeoutMs);
      answer = readProxyAnswer(raw);
      answer.violations.push(...unaskedScenario(raw.headers));
      mockSource = raw.headers[MOCK_SOURCE_HEADER] !== undefined;
    } else {
      const body = request.init.body === undefined || request.init.body === null ? undefined : String(request.init.body);
      const raw = await sendToTarget({ method: request.init.method ?? 'GET', url: request.url, headers: request.init.headers, body }, timeoutMs);
      answer = readOwnAnswer(operation, raw, requiredHeaders);
      if ('headers' in raw) answer.violations.push(...unaskedScenario(raw.headers));
      mockSource = 'headers' in raw && raw.headers[MOCK_SOURCE_HEADER] !== undefined;
    }
    return { result: { ...base, ...answer, durationMs: Math.round(performance.now() - before) }, mockSource };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { result: { ...base, durationMs: Math.round(performance.now() - before), violations: [], unreachable: reason }, mockSource: false };
  }
}

function preferDecision(mode: PreferMode, probe: Sent | undefined): FileResult['prefer'] {
  if (mode === 'on') return { used: true, reason: 'asked for with --prefer' };
  if (mode === 'off') return { used: false, reason: 'turned off with --no-prefer: plain requests, the target picks each outcome' };
  if (probe?.mockSource) {
    return { used: true, reason: `the target's first answer carries ${MOCK_SOURCE_HEADER} (the app's mock server), which honours Prefer` };
  }
  return { used: false, reason: `the target's first answer carries no ${MOCK_SOURCE_HEADER} header: plain requests, the target picks each outcome` };
}

/** The port of a file's Prism proxy: first + index when --proxy-port is given (it must be free), else a free one. */
async function proxyPortFor(index: number, file: string, first: number | undefined): Promise<number | undefined> {
  if (first === undefined) return undefined;
  const port = first + index;
  if (!(await isPortFree(port))) throw new Error(`port ${port} for the Prism proxy of ${file} (--proxy-port ${first} + ${index}) is in use`);
  return port;
}

async function checkFile(
  file: string,
  fileIndex: number,
  target: string,
  options: ConformanceOptions & { validator: ExampleValidator },
  sessionHeaders: Record<string, string>,
): Promise<FileResult> {
  const started = Date.now();
  const seed = options.seed ?? 1;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const mode = options.prefer ?? 'auto';
  let baseUrl = target;
  let prefer = preferDecision(mode === 'auto' ? 'off' : mode, undefined);
  const operationResults: OperationResult[] = [];
  let proxy: RunningPrism | undefined;
  /** The file's result, finished or cut short by an error, reported as it is returned. */
  const fileDone = (outcome: Pick<FileResult, 'generated'> | Pick<FileResult, 'error'>): FileResult => {
    const result: FileResult = {
      file,
      baseUrl,
      prefer,
      validator: options.validator,
      operations: operationResults,
      durationMs: Date.now() - started,
      ...outcome,
    };
    options.onProgress?.({ kind: 'file-done', file: result });
    return result;
  };
  try {
    const basePath = serverBasePath(file);
    baseUrl = `${target}${basePath}`;
    const document = await loadContractDocument(file);
    const operations = operationsOf(file.replace(/\.ya?ml$/, ''), document);
    const requiredHeaders = requiredHeadersOf(document as Parameters<typeof requiredHeadersOf>[0]);
    options.onProgress?.({ kind: 'file-start', file, baseUrl, operations: operations.length });
    if (options.validator === 'prism') {
      const port = await proxyPortFor(fileIndex, file, options.proxyPort);
      proxy = await startPrismProxy(contractPath(file), baseUrl, { errors: false, ...(port !== undefined ? { port } : {}) });
    }
    for (const [index, operation] of operations.entries()) {
      const replay: Replay = {
        operation,
        proxy,
        baseUrl,
        basePath,
        timeoutMs,
        requiredHeaders: requiredHeaders[operation.operationId],
        headers: sessionHeaders,
      };
      const requests: RequestResult[] = [];
      let plan: PlannedRequest[];
      if (index === 0) {
        // The first operation's plain request goes first: its answer tells whether the target honours Prefer.
        const probePlan: PlannedRequest = { label: `schema-made (seed ${seed})`, seed };
        const probe = await send(probePlan, replay);
        prefer = preferDecision(mode, probe);
        requests.push(probe.result);
        plan = planRequests(operation, { usePrefer: prefer.used, seed }).filter(
          (planned) => !(planned.label === probePlan.label && planned.prefer === undefined),
        );
      } else {
        plan = planRequests(operation, { usePrefer: prefer.used, seed });
      }
      for (const planned of plan) requests.push((await send(planned, replay)).result);
      // Requests in the order of the plan: the probe (plain) belongs last, as in every other operation.
      const ordered = index === 0 && prefer.used ? [...requests.slice(1), ...requests.slice(0, 1)] : requests;
      const result: OperationResult = {
        operationId: operation.operationId,
        method: operation.method.toUpperCase(),
        path: operation.path,
        requests: ordered,
        declaredStatuses: operation.responses.map((response) => response.status),
      };
      operationResults.push(result);
      options.onProgress?.({ kind: 'operation', file, index, total: operations.length, operation: result });
    }
    await proxy?.stop();
    proxy = undefined;
    const cases = options.cases ?? DEFAULT_CASES;
    if (!options.examplesOnly) {
      const links = linksOf(document as Parameters<typeof linksOf>[0]);
      const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
      for (const [index, operation] of operations.entries()) {
        const incomingLinks = links
          .filter((link: ContractLink) => link.target === operation.operationId && byId.has(link.source))
          .map((link) => ({ link, source: byId.get(link.source) as OperationDefinition }));
        const generated = await runGeneratedPhase(operation, {
          baseUrl,
          seed,
          cases,
          timeoutMs,
          incomingLinks,
          ...(requiredHeaders[operation.operationId] ? { requiredHeaders: requiredHeaders[operation.operationId] } : {}),
          ...(options.maxResponseTimeMs !== undefined ? { maxResponseTimeMs: options.maxResponseTimeMs } : {}),
        });
        const result = operationResults[index];
        if (result) result.generated = generated;
        options.onProgress?.({ kind: 'generated', file, index, total: operations.length, operationId: operation.operationId, generated });
      }
    }
    return fileDone(options.examplesOnly ? {} : { generated: { seed, cases } });
  } catch (error) {
    return fileDone({ error: error instanceof Error ? error.message : String(error) });
  } finally {
    await proxy?.stop();
  }
}
