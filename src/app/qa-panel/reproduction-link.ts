import type { MockSettings } from '@mocks/config';
import { formatScenarioParam, SCENARIO_QUERY_PARAM, type ScenarioEntries } from '@mocks/scenarios';
import { SESSION_PARAM } from './session-param';

const SEED_PARAM = 'seed';
const PROFILE_PARAM = 'profile';

/** `:`, `,` and `=` are legal in a query; keeping them makes `verifyImei:code=500` readable. */
function readable(value: string): string {
  return encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%2C/gi, ',').replace(/%3D/gi, '=');
}

/**
 * The page's address with `scenario=`, `seed=` and `profile=` set to the tab's choices, so opening
 * it in another tab or browser gives the same answers; with `session=` the logged-in line, so a
 * logged-in page opens logged in. An empty `scenario=` clears a tab's choices.
 */
export function reproductionLink(href: string, scenarios: ScenarioEntries, settings: Pick<MockSettings, 'seed' | 'profile'>, sessionNumber?: string): string {
  const url = new URL(href);
  const params = new URLSearchParams(url.search);
  for (const name of [SCENARIO_QUERY_PARAM, SEED_PARAM, PROFILE_PARAM, SESSION_PARAM]) params.delete(name);
  const others = params.toString();
  const ours = [
    `${SCENARIO_QUERY_PARAM}=${readable(formatScenarioParam(scenarios))}`,
    `${SEED_PARAM}=${readable(String(settings.seed))}`,
    `${PROFILE_PARAM}=${readable(settings.profile)}`,
    ...(sessionNumber ? [`${SESSION_PARAM}=${readable(sessionNumber)}`] : []),
  ].join('&');
  url.search = others ? `${others}&${ours}` : ours;
  return url.toString();
}
