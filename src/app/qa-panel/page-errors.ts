/** One console error, uncaught error or unhandled rejection of the page, as the QA report lists it. */
export type PageError = {
  kind: 'console' | 'error' | 'rejection';
  /** Milliseconds since the page started loading (performance.now()). */
  atMs: number;
  message: string;
};

/** The first ones tell the story; a loop that logs on every frame must not grow the report without end. */
const MAX_PAGE_ERRORS = 50;

const errors: PageError[] = [];
let installed = false;

function describe(value: unknown): string {
  if (value instanceof Error) return value.stack?.includes(value.message) ? value.stack : `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function keep(kind: PageError['kind'], parts: readonly unknown[]): void {
  if (errors.length >= MAX_PAGE_ERRORS) return;
  errors.push({ kind, atMs: Math.round(performance.now()), message: parts.map(describe).join(' ') });
}

/**
 * From the mock start-up on (mock mode only): console errors, uncaught errors and unhandled
 * rejections are kept for the QA report, and still reach the console as before. Kept as logged;
 * the report redacts them.
 */
export function capturePageErrors(): void {
  if (installed) return;
  installed = true;
  const consoleError = console.error.bind(console);
  console.error = (...parts: unknown[]) => {
    keep('console', parts);
    consoleError(...parts);
  };
  window.addEventListener('error', (event) => keep('error', [event.error ?? event.message]));
  window.addEventListener('unhandledrejection', (event) => keep('rejection', [event.reason]));
}

/** What the page logged since it loaded, oldest first. */
export function pageErrors(): readonly PageError[] {
  return errors;
}
