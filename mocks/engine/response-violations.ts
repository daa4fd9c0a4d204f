import { validateAgainstSchema } from './schema-validator';
import type { OperationDefinition } from './types';

/** One answer as seen on the wire: its status, its media type (without parameters) and its parsed body. */
export type ObservedAnswer = { status: number; contentType?: string; body: unknown };

function mediaTypeOf(contentType: string | undefined): string | undefined {
  return contentType?.split(';')[0]?.trim().toLowerCase() || undefined;
}

/**
 * Every way an answer breaks its operation's contract: an undeclared status, another media type
 * than the declared one, a body the schema refuses. Used by the mocks on their own answers and by
 * the dev-only validator of real mode on a backend's.
 */
export function responseViolations(operation: OperationDefinition, answer: ObservedAnswer): string[] {
  const declared =
    operation.responses.find((response) => response.status === answer.status) ?? operation.responses.find((response) => response.status === 'default');
  if (!declared) return [`status ${answer.status} is not declared by the contract`];
  const declaredType = mediaTypeOf(declared.contentType);
  const answeredType = mediaTypeOf(answer.contentType);
  // The schema describes the declared media type only: another one is the whole breach.
  if (declaredType && answeredType && answer.body !== undefined && declaredType !== answeredType) {
    return [`content type ${answeredType} where the contract declares ${declaredType}`];
  }
  if (!declared.schema || answer.body === undefined) return [];
  return validateAgainstSchema(declared.schema, answer.body).map((error) => `${error.path} ${error.message}`);
}
