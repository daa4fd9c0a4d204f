/** What the real-mode run (scripts/real-mode-server.ts) configures, shared with its Playwright tests. */

/** A host that never resolves: only the app's non-production redirect (spec 7) makes its requests reach anything. */
export const REAL_MODE_QA_HOST = 'qa-api.bait.test';
/** The service key the run sends as Ordservicio on the operator's API calls. */
export const REAL_MODE_SERVICE_KEY = 'clave-de-servicio-prism';
