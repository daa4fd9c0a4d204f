import { validateAgainstSchema } from '@mocks/engine/schema-validator';
import type { OperationDefinition, ResponseDefinition } from '@mocks/engine/types';
import { MOCK_SOURCE_HEADER, scenarioNamedBy, unaskedScenarioText } from '../mock-session';
import type { TargetAnswer } from './transport';

/** The checks of the generated phase, each a test case of its own in the JUnit XML. */
export const CHECKS = {
  'not-server-error': 'no 5xx on a valid request',
  'status-declared': 'status declared by the operation',
  'content-type': 'content type declared',
  'response-schema': 'body valid against its schema',
  'required-headers': 'required headers present',
  'rejects-invalid': 'invalid request refused with a 4xx',
  'response-time': 'answer within --max-response-time',
  reachable: 'a whole answer came back',
  'asked-outcome': 'answer chosen by the request, not by a scenario left on the target',
} as const;

export type CheckName = keyof typeof CHECKS;

/** One check that failed on one answer, before it is grouped with the same failure of other cases. */
export type CheckFailure = {
  check: CheckName;
  expected: string;
  actual: string;
  /** The schema rule that broke (`#/properties/lista/items/properties/monto/type`), for response-schema. */
  schemaPath?: string;
  /** Where in the answer's body, for response-schema. */
  instancePath?: string;
  /** What makes two failures the same: grouped findings are reported once. */
  identity: string;
};

export type CheckOutcome = { run: CheckName[]; failures: CheckFailure[] };

function mediaTypeOf(contentType: string | string[] | undefined): string | undefined {
  const text = Array.isArray(contentType) ? contentType[0] : contentType;
  return text?.split(';')[0]?.trim().toLowerCase() || undefined;
}

function declaredResponse(operation: OperationDefinition, status: number): ResponseDefinition | undefined {
  return operation.responses.find((response) => response.status === status) ?? operation.responses.find((response) => response.status === 'default');
}

function parseJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/** What the text begins with, short and on one line, to show what came back in place of JSON. */
function opening(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 60)}…` : line;
}

/**
 * Run on an answer that says what chose it (x-mock-source, as the app's mocks answer): a scenario
 * the check never asked for fails it, wherever the target is.
 */
function checkAskedOutcome(answer: TargetAnswer, outcome: CheckOutcome): CheckOutcome {
  if (answer.headers[MOCK_SOURCE_HEADER] === undefined) return outcome;
  outcome.run.push('asked-outcome');
  const scenario = scenarioNamedBy(answer.headers);
  if (scenario !== undefined) {
    outcome.failures.push({
      check: 'asked-outcome',
      expected: 'an answer chosen by the request or by the target itself',
      actual: unaskedScenarioText(scenario),
      identity: `scenario ${scenario}`,
    });
  }
  return outcome;
}

/**
 * The checks of an answer to a request the contract accepts: no 5xx, a declared status, a
 * declared content type, a body valid against its schema, the required headers, and the time
 * limit when one is set. `requiredHeaders` lists, per status, the headers the contract requires.
 */
export function checkValidAnswer(
  operation: OperationDefinition,
  answer: TargetAnswer,
  options: { requiredHeaders?: Record<string, string[]>; maxResponseTimeMs?: number },
): CheckOutcome {
  return checkAskedOutcome(answer, validAnswerChecks(operation, answer, options));
}

function validAnswerChecks(
  operation: OperationDefinition,
  answer: TargetAnswer,
  options: { requiredHeaders?: Record<string, string[]>; maxResponseTimeMs?: number },
): CheckOutcome {
  const run: CheckName[] = ['not-server-error', 'status-declared'];
  const failures: CheckFailure[] = [];
  const declaredStatuses = operation.responses.map((response) => String(response.status)).join(', ');
  if (answer.status >= 500) {
    failures.push({
      check: 'not-server-error',
      expected: `a status below 500 (declared: ${declaredStatuses})`,
      actual: String(answer.status),
      identity: String(answer.status),
    });
  }
  if (options.maxResponseTimeMs !== undefined) {
    run.push('response-time');
    if (answer.durationMs > options.maxResponseTimeMs) {
      failures.push({ check: 'response-time', expected: `at most ${options.maxResponseTimeMs} ms`, actual: `${answer.durationMs} ms`, identity: 'slow' });
    }
  }
  const declared = declaredResponse(operation, answer.status);
  if (!declared) {
    // An undeclared 5xx is one failure, reported as the server error it is.
    if (answer.status < 500)
      failures.push({ check: 'status-declared', expected: declaredStatuses, actual: String(answer.status), identity: String(answer.status) });
    return { run, failures };
  }
  const headersRequired = options.requiredHeaders?.[String(declared.status)] ?? [];
  if (headersRequired.length > 0) {
    run.push('required-headers');
    for (const name of headersRequired) {
      if (answer.headers[name.toLowerCase()] === undefined) {
        failures.push({
          check: 'required-headers',
          expected: `header ${name}`,
          actual: 'absent',
          identity: `${String(declared.status)} ${name.toLowerCase()}`,
        });
      }
    }
  }
  if (answer.bodyText === '' || !declared.contentType) return { run, failures };
  run.push('content-type', 'response-schema');
  const declaredType = mediaTypeOf(declared.contentType);
  const answeredType = mediaTypeOf(answer.headers['content-type']);
  if (declaredType !== answeredType) {
    failures.push({
      check: 'content-type',
      expected: declaredType ?? '',
      actual: answeredType ?? 'no content-type',
      identity: `${answer.status} ${answeredType ?? ''}`,
    });
  }
  if (!declared.schema || !/json/.test(declaredType ?? '')) return { run, failures };
  const parsed = parseJson(answer.bodyText);
  if (!parsed) {
    failures.push({
      check: 'response-schema',
      expected: `a JSON body (${declaredType ?? ''})`,
      actual: `not JSON: ${opening(answer.bodyText)}`,
      schemaPath: '#',
      identity: `${answer.status} not-json`,
    });
    return { run, failures };
  }
  const errors = validateAgainstSchema(declared.schema, parsed.value);
  const seen = new Set<string>();
  for (const error of errors) {
    if (seen.has(error.schemaPath)) continue;
    seen.add(error.schemaPath);
    failures.push({
      check: 'response-schema',
      expected: `a body valid against the ${String(declared.status)} schema`,
      actual: `${error.path} ${error.message}`,
      schemaPath: error.schemaPath,
      instancePath: error.path,
      identity: `${answer.status} ${error.schemaPath}`,
    });
  }
  return { run, failures };
}

/** The check of an answer to a request that breaks the contract: a 4xx, nothing else. */
export function checkInvalidAnswer(answer: TargetAnswer, rule: string): CheckOutcome {
  return checkAskedOutcome(answer, invalidAnswerChecks(answer, rule));
}

function invalidAnswerChecks(answer: TargetAnswer, rule: string): CheckOutcome {
  if (answer.status >= 400 && answer.status < 500) return { run: ['rejects-invalid'], failures: [] };
  const accepted = answer.status < 400;
  return {
    run: ['rejects-invalid'],
    failures: [
      {
        check: 'rejects-invalid',
        expected: `a 4xx (the request breaks the contract: ${rule})`,
        actual: accepted ? `${answer.status}: the invalid request was accepted` : `${answer.status}: a server error on invalid input`,
        identity: accepted ? 'accepted' : `server-error ${answer.status}`,
      },
    ],
  };
}
