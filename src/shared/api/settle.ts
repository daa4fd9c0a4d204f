/**
 * What openapi-fetch resolves to: the parsed body of a 2xx answer in `data`, of any other status
 * in `error`, and the raw `response`.
 */
export interface FetchResult<TData, TError> {
  data?: TData;
  error?: TError;
  response: Response;
}

/**
 * A call settled into what the mappers of this code base read: the HTTP status and the JSON body,
 * whichever the status (the contract's error answers carry the same `success`/`mensaje` fields as
 * its successes). No answer at all (offline, DNS, CORS, an aborted call) is `status: undefined`;
 * a body that is not a JSON object (a proxy's HTML error page, an empty 204) is `body: undefined`.
 */
export interface Settled<TBody> {
  status: number | undefined;
  body: TBody | undefined;
}

/** The body of a settled call, success and error alike, or undefined when it is not a JSON object. */
export function bodyOf<TData, TError>({ data, error }: Omit<FetchResult<TData, TError>, 'response'>): TData | TError | undefined {
  const body: unknown = data ?? error;
  return typeof body === 'object' && body !== null ? (body as TData | TError) : undefined;
}

/**
 * Runs one openapi-fetch call and settles it (see Settled); never throws. The one helper every
 * `api/` file uses instead of reading `data ?? error` itself (decision 165).
 */
export async function settle<TData, TError>(call: () => Promise<FetchResult<TData, TError>>): Promise<Settled<TData | TError>> {
  try {
    const result = await call();
    return { status: result.response.status, body: bodyOf(result) };
  } catch {
    return { status: undefined, body: undefined };
  }
}

/** settle's body alone: for mappers that read only the answer's fields. */
export async function answerBody<TData, TError>(call: () => Promise<FetchResult<TData, TError>>): Promise<TData | TError | undefined> {
  return (await settle(call)).body;
}
