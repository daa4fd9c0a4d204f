/**
 * The tab's sessionStorage where the mocks keep their choices and state in the browser: none in
 * Node, and none where the browser refuses storage (a sandboxed frame, a privacy setting), so the
 * mocks fall back to memory instead of failing.
 */
export function tabStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
