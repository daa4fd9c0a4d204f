/**
 * The table of docs/scenarios.md that says, per operation, how many requests the app sends when a
 * call fails and when the screen shows the failure under the `timeout` outcome. It is written
 * from the policy the app itself reads (src/shared/domain/call-policy), never by hand.
 */
import { callPolicyOf, failureAfterMs } from '../../src/shared/domain/call-policy/call-policy';

export const RETRY_TABLE_START = '<!-- retry-table:start -->';
export const RETRY_TABLE_END = '<!-- retry-table:end -->';
/** The short `?timeout=` the table's second column uses, as a quick check in a browser does. */
export const SHORT_TIMEOUT_MS = 2000;

/** Milliseconds as seconds: 30000 is 30, 1500 is 1.5. */
function seconds(milliseconds: number): string {
  return String(Math.round(milliseconds) / 1000);
}

function pauses(pausesMs: readonly number[]): string {
  if (pausesMs.length === 0) return '';
  return pausesMs.every((pause) => pause === 0) ? 'none' : `${pausesMs.map(seconds).join(', ')} s`;
}

/** The Markdown block, markers included, for these operations sorted by name. */
export function retryTable(operationIds: readonly string[], timeoutMs: number): string {
  const rows = [...operationIds]
    .sort((left, right) => left.localeCompare(right))
    .map((operationId) => {
      const policy = callPolicyOf(operationId);
      const limit = policy.timeLimitMs === undefined ? '' : `${seconds(policy.timeLimitMs)} s`;
      return `| \`${operationId}\` | ${String(policy.attempts)} | ${pauses(policy.pausesMs)} | ${limit} | ${seconds(failureAfterMs(policy, timeoutMs))} s | ${seconds(failureAfterMs(policy, SHORT_TIMEOUT_MS))} s |`;
    });
  return `${RETRY_TABLE_START}
| operationId | requests sent | pauses between them | the app stops waiting after | \`timeout\` shows its failure after | with \`?timeout=${String(SHORT_TIMEOUT_MS)}\` |
|---|---|---|---|---|---|
${rows.join('\n')}
${RETRY_TABLE_END}`;
}
