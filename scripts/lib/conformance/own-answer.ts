import type { OperationDefinition } from '@mocks/engine/types';
import { checkValidAnswer, type CheckFailure } from './generated/checks';
import { isAnswer, type NoAnswer, type TargetAnswer } from './generated/transport';
import type { ProxyAnswer } from './prism-answer';
import type { Violation } from './types';

/** The checks of an answer that Prism's proxy makes too; a 5xx and the time limit are the generated phase's. */
const EXAMPLE_CHECKS = new Set<CheckFailure['check']>(['status-declared', 'content-type', 'response-schema', 'required-headers']);

function isDeclared(operation: OperationDefinition, status: number): boolean {
  return operation.responses.some((response) => response.status === status || response.status === 'default');
}

/** A failed check, in the shape of a Prism violation: the reports and the exit code read both alike. */
function toViolation(failure: CheckFailure): Violation {
  switch (failure.check) {
    case 'status-declared':
      return { location: 'response', message: `status ${failure.actual} is not declared (declared: ${failure.expected})`, severity: 'Warning' };
    case 'content-type':
      return {
        location: 'response.header.content-type',
        message: `The received media type "${failure.actual}" does not match the one declared: ${failure.expected}`,
        severity: 'Error',
      };
    case 'required-headers':
      return { location: `response.${failure.expected.replace(/^header /, 'header.')}`, message: `required ${failure.expected} is absent`, severity: 'Error' };
    default: {
      const where = (failure.instancePath ?? '/').split('/').filter(Boolean);
      const keyword = failure.schemaPath?.split('/').at(-1);
      return {
        location: ['response', 'body', ...where].join('.'),
        message: failure.actual,
        severity: 'Error',
        ...(keyword && keyword !== '#' ? { code: keyword } : {}),
      };
    }
  }
}

/**
 * Reads an answer of the target itself with the project's own validator, where Prism is not
 * installed: a declared status, the declared content type, the required headers and a body valid
 * against its schema, the checks the generated phase makes on every answer.
 */
export function readOwnAnswer(operation: OperationDefinition, answer: TargetAnswer | NoAnswer, requiredHeaders?: Record<string, string[]>): ProxyAnswer {
  if (!isAnswer(answer)) return { violations: [], unreachable: answer.unreachable };
  const contentType = answer.headers['content-type'];
  const { failures } = checkValidAnswer(operation, answer, requiredHeaders ? { requiredHeaders } : {});
  const violations = failures.filter((failure) => EXAMPLE_CHECKS.has(failure.check)).map(toViolation);
  // checkValidAnswer reports an undeclared 5xx as a server error only; here it is an undeclared status.
  if (answer.status >= 500 && !isDeclared(operation, answer.status)) {
    const declared = operation.responses.map((response) => String(response.status)).join(', ');
    violations.unshift(toViolation({ check: 'status-declared', expected: declared, actual: String(answer.status), identity: '' }));
  }
  return { status: answer.status, ...(contentType ? { contentType } : {}), violations };
}
