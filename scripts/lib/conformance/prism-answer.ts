import { request as httpRequest } from 'node:http';
import type { BuiltRequest } from '../contract-request';
import type { Violation } from './types';

/** Answers of Prism itself, not of the target: it could not route the request or reach the upstream. */
const NOT_REACHED_TYPES = new Set([
  'FetchError',
  'https://stoplight.io/prism/errors#NO_PATH_MATCHED_ERROR',
  'https://stoplight.io/prism/errors#NO_METHOD_MATCHED_ERROR',
  'https://stoplight.io/prism/errors#NO_SERVER_MATCHED_ERROR',
  'https://stoplight.io/prism/errors#NO_RESOURCE_PROVIDED_ERROR',
  'https://stoplight.io/prism/errors#UPSTREAM_NOT_IMPLEMENTED',
  'https://stoplight.io/prism/errors#PROXY_UNSUPPORTED_REQUEST_BODY',
]);
const VIOLATIONS_TYPE = 'https://stoplight.io/prism/errors#VIOLATIONS';
/** Prism's Information and Hint diagnostics are advice, not breaches. */
const COUNTED_SEVERITIES = new Set(['Error', 'Warning']);
/** sl-violations lists every breach in one header: a list with many broken items outgrows the default 16 KB. */
const MAX_HEADER_BYTES = 8 * 1024 * 1024;

export type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

export type ProxyAnswer = {
  status?: number;
  contentType?: string;
  violations: Violation[];
  unreachable?: string;
};

type PrismValidation = { location?: unknown[]; severity?: unknown; code?: unknown; message?: unknown };

/** Sends a request with node:http (fetch caps the size of the answer's headers). */
export function sendRequest(request: BuiltRequest, timeoutMs: number): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const url = new URL(request.url);
    const body = request.init.body === undefined || request.init.body === null ? undefined : String(request.init.body);
    const headers: Record<string, string> = { ...request.init.headers };
    if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
    const outgoing = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: request.init.method ?? 'GET',
        headers,
        maxHeaderSize: MAX_HEADER_BYTES,
        timeout: timeoutMs,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

function toViolation(entry: PrismValidation): Violation {
  const location = Array.isArray(entry.location) ? entry.location.map(String).join('.') : 'response';
  return {
    location: location || 'response',
    message: typeof entry.message === 'string' ? entry.message : JSON.stringify(entry),
    severity: typeof entry.severity === 'string' ? entry.severity : 'Error',
    ...(typeof entry.code === 'string' || typeof entry.code === 'number' ? { code: String(entry.code) } : {}),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * Reads an answer of `prism proxy`: the breaches it lists in the `sl-violations` header (and,
 * with --errors, in the `validation` list of its 500 problem+json), or why the target was not reached.
 */
export function readProxyAnswer(answer: RawAnswer): ProxyAnswer {
  const contentType = headerText(answer.headers['content-type']);
  const problem = /json/.test(contentType ?? '') ? parseJson(answer.body) : undefined;
  const problemType = problem && typeof problem === 'object' && 'type' in problem ? String(problem.type) : undefined;
  if (problemType && NOT_REACHED_TYPES.has(problemType)) {
    const { title, detail } = problem as { title?: unknown; detail?: unknown };
    return { violations: [], unreachable: [title, detail].filter((part) => typeof part === 'string' && part).join(': ') || problemType };
  }
  const entries: PrismValidation[] = [];
  const header = headerText(answer.headers['sl-violations']);
  const fromHeader = header ? parseJson(header) : undefined;
  if (Array.isArray(fromHeader)) entries.push(...(fromHeader as PrismValidation[]));
  if (problemType === VIOLATIONS_TYPE && !header) {
    const validation = (problem as { validation?: unknown }).validation;
    if (Array.isArray(validation)) entries.push(...(validation as PrismValidation[]));
  }
  const violations = entries.map(toViolation).filter((violation) => COUNTED_SEVERITIES.has(violation.severity));
  return {
    // With --errors Prism answers 500 in place of the target; its status is then unknown.
    ...(problemType === VIOLATIONS_TYPE ? {} : { status: answer.status }),
    ...(contentType ? { contentType } : {}),
    violations,
  };
}
