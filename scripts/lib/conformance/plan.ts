import type { OperationDefinition } from '@mocks/engine/types';
import { buildValidRequest, type BuiltRequest } from '../contract-request';
import type { AskedOutcome } from './types';

/** One request of the replay: made from the contract's schemas with `seed`, asking for `asked` when the target honours Prefer. */
export type PlannedRequest = { label: string; seed: number; prefer?: string; asked?: AskedOutcome };

export type NamedOutcome = { status: number | 'default'; key: string; prefer: string };

/** The `Prefer` header that asks Prism or the app's mocks for one declared outcome. */
export function preferHeaderFor(status: number | 'default', example?: string): string {
  // Prism looks an example up only among the responses of the status it answers, so the code goes first.
  const parts = [...(status === 'default' ? [] : [`code=${String(status)}`]), ...(example ? [`example=${example}`] : [])];
  return parts.join(', ');
}

/** Every named example of the operation's responses, with the Prefer header that asks for it. */
export function namedOutcomes(operation: OperationDefinition): NamedOutcome[] {
  return operation.responses.flatMap((response) =>
    response.examples.map((example) => ({ status: response.status, key: example.key, prefer: preferHeaderFor(response.status, example.key) })),
  );
}

/**
 * Statuses that only a gateway in front of the backend answers (chargePayment declares them for
 * the payment service's proxy, decision 180): a backend is never asked for them, and through
 * Prism's proxy they could not be told from a target that is down.
 */
const GATEWAY_STATUSES: ReadonlySet<number | 'default'> = new Set([502, 503, 504]);

/** The declared statuses without a named example that the replay asks for with `Prefer: code=NNN`. */
export function statusesToAskWithoutExamples(operation: OperationDefinition): OperationDefinition['responses'] {
  return operation.responses.filter((response) => response.examples.length === 0 && response.status !== 'default' && !GATEWAY_STATUSES.has(response.status));
}

/** A request of the plan, ready to send below `baseUrl`. */
export function buildPlannedRequest(operation: OperationDefinition, planned: PlannedRequest, baseUrl: string): BuiltRequest {
  const request = buildValidRequest(operation, baseUrl, planned.seed);
  if (planned.prefer) request.init.headers.Prefer = planned.prefer;
  return request;
}

/**
 * The requests replayed for one operation. With Prefer: one per named example, one per declared
 * status that has none (gateway statuses aside), and one plain schema-made request (the target's own default answer).
 * Without Prefer the target picks the outcome, so as many plain schema-made requests, each from
 * its own seed, with identical requests sent once (an operation without inputs gets one).
 */
export function planRequests(operation: OperationDefinition, options: { usePrefer: boolean; seed: number }): PlannedRequest[] {
  const outcomes = namedOutcomes(operation);
  const plain: PlannedRequest = { label: `schema-made (seed ${options.seed})`, seed: options.seed };
  if (options.usePrefer) {
    const withoutExamples = statusesToAskWithoutExamples(operation);
    return [
      ...outcomes.map(({ status, key, prefer }) => ({ label: `example ${key}`, seed: options.seed, prefer, asked: { status, example: key } })),
      ...withoutExamples.map(({ status }) => ({ label: `status ${String(status)}`, seed: options.seed, prefer: preferHeaderFor(status), asked: { status } })),
      plain,
    ];
  }
  const planned: PlannedRequest[] = [];
  const seen = new Set<string>();
  for (let index = 0; index <= outcomes.length; index += 1) {
    const seed = options.seed + index;
    const built = buildValidRequest(operation, '', seed);
    const identity = `${built.url} ${JSON.stringify(built.init.headers)} ${String(built.init.body ?? '')}`;
    if (seen.has(identity)) continue;
    seen.add(identity);
    planned.push({ label: `schema-made (seed ${seed})`, seed });
  }
  return planned;
}
