import type { MockSettings } from '@mocks/config';
import { CHAOS_QUERY_PARAM } from '@mocks/engine/chaos';
import { formatScenarioParam, SCENARIO_QUERY_PARAM, type ScenarioEntries } from '@mocks/scenarios';

const SEED_PARAM = 'seed';
const PROFILE_PARAM = 'profile';

/** `:`, `,` and `=` are legal in a query; keeping them makes `verifyImei:code=500` readable. */
function readable(value: string): string {
  return encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%2C/gi, ',').replace(/%3D/gi, '=');
}

/**
 * The page's address with `scenario=`, `seed=` and `profile=` set to the tab's choices, so opening
 * it in another tab or browser gives the same answers. An empty `scenario=` clears a tab's choices.
 * Under chaos mode it carries `chaos=<seed>:<rate>` too, so the same calls fail in the same order.
 */
export function reproductionLink(href: string, scenarios: ScenarioEntries, settings: Pick<MockSettings, 'seed' | 'profile' | 'chaos'>): string {
  const url = new URL(href);
  const params = new URLSearchParams(url.search);
  for (const name of [SCENARIO_QUERY_PARAM, SEED_PARAM, PROFILE_PARAM, CHAOS_QUERY_PARAM]) params.delete(name);
  const others = params.toString();
  const ours = [
    `${SCENARIO_QUERY_PARAM}=${readable(formatScenarioParam(scenarios))}`,
    `${SEED_PARAM}=${readable(String(settings.seed))}`,
    `${PROFILE_PARAM}=${readable(settings.profile)}`,
    ...(settings.chaos ? [`${CHAOS_QUERY_PARAM}=${readable(settings.chaos)}`] : []),
  ].join('&');
  url.search = others ? `${others}&${ours}` : ours;
  return url.toString();
}
