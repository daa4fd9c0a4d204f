import type { MockSettings } from './config';
import type { ScenarioMap } from './scenarios';

/**
 * Everything one mock session keeps: its scenarios, its settings and the memory of the stateful
 * behaviours. In the browser there is no scope: the tab is the session (sessionStorage). The
 * mock server (mocks/server.ts) answers each named session's requests inside that session's
 * scope, so scenarios.ts, config.ts and behaviors/state.ts read and write the scope instead of
 * the module's own memory.
 */
export type MockScope = {
  scenarios: ScenarioMap;
  settings: MockSettings;
  state: Map<string, unknown>;
};

let resolveScope: () => MockScope | undefined = () => undefined;

/** Installed once by the mock server: where the scope of the request being answered comes from. */
export function setScopeResolver(resolver: () => MockScope | undefined): void {
  resolveScope = resolver;
}

/** The scope of the request being answered, or undefined for the tab's or the process's own memory. */
export function currentScope(): MockScope | undefined {
  return resolveScope();
}
