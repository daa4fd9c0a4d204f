/**
 * The JSON body of an answer, success or error status alike; a proxy's error page or no answer
 * at all (offline, DNS, CORS) is undefined.
 */
export async function answerBody<T>(ask: () => Promise<{ data?: T; error?: unknown }>): Promise<T | undefined> {
  try {
    const { data, error } = await ask();
    const body: unknown = data ?? error;
    return typeof body === 'object' && body !== null ? (body as T) : undefined;
  } catch {
    return undefined;
  }
}
