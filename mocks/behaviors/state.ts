/**
 * The memory of stateful mocks, one entry per domain (session, otp, contact requests...). In
 * the browser it lives in sessionStorage: per tab, it survives reloads; in Node it lives in
 * memory and tests reset it after each case; in a named session of the mock server it lives in
 * that session's scope (mocks/session-scope.ts).
 */
import { currentScope } from '../session-scope';
import { tabStorage } from '../tab-storage';

const STORAGE_PREFIX = 'bait.mock.state.';
const memory = new Map<string, unknown>();
const domains = new Set<string>();

export function readState<T>(domain: string, initial: T): T {
  domains.add(domain);
  const scope = currentScope();
  if (scope) return scope.state.has(domain) ? (scope.state.get(domain) as T) : initial;
  const stored = tabStorage()?.getItem(STORAGE_PREFIX + domain);
  if (stored) {
    try {
      return JSON.parse(stored) as T;
    } catch {
      return initial;
    }
  }
  return memory.has(domain) ? (memory.get(domain) as T) : initial;
}

export function writeState<T>(domain: string, value: T): void {
  domains.add(domain);
  const scope = currentScope();
  if (scope) {
    scope.state.set(domain, value);
    return;
  }
  memory.set(domain, value);
  tabStorage()?.setItem(STORAGE_PREFIX + domain, JSON.stringify(value));
}

export function resetState(): void {
  memory.clear();
  const storage = tabStorage();
  if (!storage) return;
  for (const key of Object.keys(storage)) if (key.startsWith(STORAGE_PREFIX)) storage.removeItem(key);
}
