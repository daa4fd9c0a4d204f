/**
 * The states of the backend a real-mode production build meets, as visitors meet it (issue 38,
 * decision 254): answering at once, slowly, with 503 to every call, with no connection at all, or
 * never answering until a gateway gives up. `backend-in-state.ts` plays them; this module names
 * them for the scripts and the browser tests (which cannot load the mocks' engine).
 *
 * The state is the server's default, or per request the `bait-backend-state` cookie: the real
 * build calls its own origin, so the cookie reaches every call and parallel tests each choose
 * their own state from one server.
 */
const BACKEND_STATES = ['ok', 'slow', 'down-503', 'down-closed', 'timeout'] as const;
export type BackendState = (typeof BACKEND_STATES)[number];

/** What `--backend` names: `down` stands for both ways of being down. */
const BACKEND_STATE_GROUPS: Record<string, readonly BackendState[]> = {
  ok: ['ok'],
  slow: ['slow'],
  down: ['down-503', 'down-closed'],
  timeout: ['timeout'],
};

export const BACKEND_STATE_COOKIE = 'bait-backend-state';
/** A slow backend's answer time, per call (issue 38). */
export const SLOW_ANSWER_MS = 1_500;
/** How long a timing-out backend holds a call before its gateway drops the connection. */
export const TIMEOUT_HOLD_MS = 8_000;

export function isBackendState(value: string): value is BackendState {
  return (BACKEND_STATES as readonly string[]).includes(value);
}

/** The states `--backend a,b` (repeatable) asks for; none: ok, slow and down. */
export function requestedBackendStates(argv: readonly string[]): BackendState[] {
  const named = argv.flatMap((argument, index) => (argument === '--backend' ? (argv[index + 1] ?? '').split(',') : []));
  const groups = named.length > 0 ? named : ['ok', 'slow', 'down'];
  return groups.flatMap((group) => {
    const states = BACKEND_STATE_GROUPS[group] ?? (isBackendState(group) ? [group] : undefined);
    if (!states) throw new Error(`unknown --backend ${group}: use ${[...Object.keys(BACKEND_STATE_GROUPS), ...BACKEND_STATES].join(', ')}`);
    return states;
  });
}
