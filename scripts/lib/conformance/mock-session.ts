import { randomUUID } from 'node:crypto';
import { SESSION_HEADER } from '@mocks/server-sessions';

/**
 * The header the app's mocks set on every answer, naming what chose it: `prefer:vozapp`,
 * `example:saved`, `schema`, `behavior`, `contract`, or `scenario:noEsim` for a scenario.
 */
export const MOCK_SOURCE_HEADER = 'x-mock-source';
/** The mock server's liveness endpoint (decision 133): what tells the project's mock server from any other target. */
const HEALTH_PATH = '/__mock/health';
const PROBE_TIMEOUT_MS = 5_000;

type Headers = Record<string, string | string[] | undefined>;

/**
 * The scenario an answer's `x-mock-source` names (`noEsim`; '' for a bare `scenario`), or
 * undefined. The check never asks for a scenario (it asks with `Prefer`), so every scenario an
 * answer names was left on the target by someone else and chose the answer in its place.
 */
export function scenarioNamedBy(headers: Headers): string | undefined {
  const value = headers[MOCK_SOURCE_HEADER];
  const source = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!source) return undefined;
  const match = /^scenario(?::(.*))?$/.exec(source);
  return match ? (match[1] ?? '') : undefined;
}

/** What a report says about an answer a leftover scenario chose. */
export function unaskedScenarioText(scenario: string): string {
  return `${MOCK_SOURCE_HEADER}: scenario${scenario ? `:${scenario}` : ''}, a scenario the check did not ask for (left on the target's mock session) chose this answer`;
}

export type MockSession = { id: string; headers: Record<string, string> };

/**
 * A session of its own for one run, when the target is the project's mock server (its
 * `/__mock/health` answers `{"status":"ok"}`): every request of the run names it, so scenarios,
 * settings and state left on the shared default session (`curl '…?scenario=verifyImei:noEsim'`
 * with no session) cannot reach the check. Undefined for any other target.
 */
export async function mockSessionFor(target: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<MockSession | undefined> {
  try {
    const answer = await fetch(new URL(HEALTH_PATH, target), { signal: AbortSignal.timeout(Math.min(timeoutMs, PROBE_TIMEOUT_MS)) });
    if (answer.status !== 200 || !/json/.test(answer.headers.get('content-type') ?? '')) return undefined;
    const body = (await answer.json()) as unknown;
    if (!body || typeof body !== 'object' || (body as { status?: unknown }).status !== 'ok') return undefined;
  } catch {
    return undefined;
  }
  const id = `contract-check-${randomUUID()}`;
  return { id, headers: { [SESSION_HEADER]: id } };
}

/** Forgets the run's session on the mock server; a server gone already is no error of the check. */
export async function endMockSession(target: string, session: MockSession): Promise<void> {
  try {
    const answer = await fetch(new URL(`/__mock/sessions/${session.id}`, target), { method: 'DELETE', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    await answer.body?.cancel();
  } catch {
    // The session expires by itself after the server's idle time.
  }
}
