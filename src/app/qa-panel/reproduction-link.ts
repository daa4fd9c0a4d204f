import { baselineMockSettings, type MockSettings } from '@mocks/config';
import { CHAOS_QUERY_PARAM } from '@mocks/engine/chaos';
import { formatScenarioParam, SCENARIO_QUERY_PARAM, type ScenarioEntries } from '@mocks/scenarios';
import { SESSION_PARAM } from './session-param';

const SEED_PARAM = 'seed';
const PROFILE_PARAM = 'profile';
const LATENCY_PARAM = 'latency';
const TIMEOUT_PARAM = 'timeout';

/** `:`, `,` and `=` are legal in a query; keeping them makes `verifyImei:code=500` readable. */
function readable(value: string): string {
  return encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%2C/gi, ',').replace(/%3D/gi, '=');
}

/**
 * The page's address with `scenario=`, `seed=`, `profile=` (and `latency=`, `timeout=` when changed) set to the tab's choices, so opening
 * it in another tab or browser gives the same answers; with `session=` the logged-in line, so a
 * logged-in page opens logged in. An empty `scenario=` clears a tab's choices.
 * Under chaos mode it carries `chaos=<seed>:<rate>` too, so the same calls fail in the same order.
 */
export function reproductionLink(
  href: string,
  scenarios: ScenarioEntries,
  settings: Pick<MockSettings, 'seed' | 'profile'> & Partial<Pick<MockSettings, 'latencyMs' | 'timeoutMs' | 'chaos'>>,
  sessionNumber?: string,
): string {
  const url = new URL(href);
  const params = new URLSearchParams(url.search);
  for (const name of [SCENARIO_QUERY_PARAM, SEED_PARAM, PROFILE_PARAM, LATENCY_PARAM, TIMEOUT_PARAM, CHAOS_QUERY_PARAM, SESSION_PARAM]) params.delete(name);
  const others = params.toString();
  // Latency and the timeout's wait only when the tab changed them: a link opens with the build's own.
  const baseline = baselineMockSettings();
  const ours = [
    `${SCENARIO_QUERY_PARAM}=${readable(formatScenarioParam(scenarios))}`,
    `${SEED_PARAM}=${readable(String(settings.seed))}`,
    `${PROFILE_PARAM}=${readable(settings.profile)}`,
    ...(settings.latencyMs === undefined || settings.latencyMs === baseline.latencyMs ? [] : [`${LATENCY_PARAM}=${settings.latencyMs}`]),
    ...(settings.timeoutMs === undefined || settings.timeoutMs === baseline.timeoutMs ? [] : [`${TIMEOUT_PARAM}=${settings.timeoutMs}`]),
    ...(settings.chaos ? [`${CHAOS_QUERY_PARAM}=${readable(settings.chaos)}`] : []),
    ...(sessionNumber ? [`${SESSION_PARAM}=${readable(sessionNumber)}`] : []),
  ].join('&');
  url.search = others ? `${others}&${ours}` : ours;
  return url.toString();
}
