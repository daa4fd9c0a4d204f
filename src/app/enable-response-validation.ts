/**
 * dev:real only: checks every backend answer against the contract in the browser.
 * The import is dynamic and behind constants the build replaces, so no build carries the validator
 * (the condition is one `&&` of those constants: the bundler drops the whole block).
 */
export async function enableResponseValidation(): Promise<void> {
  if (import.meta.env.DEV && import.meta.env.VITE_API_MODE === 'real') {
    const { startResponseValidation } = await import('./contract-drift/start-response-validation');
    startResponseValidation();
  }
}
