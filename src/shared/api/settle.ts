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
 * A call settled into everything its callers read: the HTTP status, the answer's headers and its
 * JSON body, whichever the status (the contract's error answers carry the same `success`/`mensaje`
 * fields as its successes). No answer at all (offline, DNS, CORS, an aborted call, a body that
 * does not parse, the time limit passed) is `status: undefined` with no headers; a body that is
 * not a JSON object (a proxy's HTML error page, an empty 204) is `body: undefined`.
 */
export interface Settled<TData, TError = TData> {
  status: number | undefined;
  /** A 2xx answer, whatever its body. */
  ok: boolean;
  headers: Headers | undefined;
  body: TData | TError | undefined;
  /** The body of a 2xx answer only: what a caller reads when an error answer means "nothing". */
  okBody: TData | undefined;
}

export interface SettleOptions {
  /** An answer slower than this counts as no answer (the request itself is not aborted). */
  timeoutMs?: number;
}

type UsageHook = { __baitUsage?: (response: Response, body: unknown) => unknown };

const NO_ANSWER = { status: undefined, ok: false, headers: undefined, body: undefined, okBody: undefined } as const;

const objectOrUndefined = <T>(body: unknown) => (typeof body === 'object' && body !== null ? (body as T) : undefined);

/**
 * Runs one openapi-fetch call and settles it (see Settled); never throws. The one way the code
 * base reads an answer: lint refuses reading `data`/`error` of a client call anywhere else.
 */
export async function settle<TData, TError>(
  call: () => Promise<FetchResult<TData, TError>>,
  { timeoutMs }: SettleOptions = {},
): Promise<Settled<TData, TError>> {
  // Through a promise, so a call that throws at once settles as no answer too.
  const answer = Promise.resolve()
    .then(call)
    .then(
      ({ data, error, response }) => {
        const { status, ok, headers } = response;
        const read = objectOrUndefined<TData | TError>(data ?? error);
        // Only while the tests record what the site reads (mocks/usage/): a body that notes its reads.
        const body = ((globalThis as UsageHook).__baitUsage?.(response, read) ?? read) as typeof read;
        return { status, ok, headers, body, okBody: ok ? (body as TData | undefined) : undefined };
      },
      () => NO_ANSWER,
    );
  if (timeoutMs === undefined) return answer;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([answer, new Promise<typeof NO_ANSWER>((resolve) => (timer = setTimeout(resolve, timeoutMs, NO_ANSWER)))]).finally(() =>
    clearTimeout(timer),
  );
}

/** settle's body alone: for mappers that read only the answer's fields. */
export async function answerBody<TData, TError>(call: () => Promise<FetchResult<TData, TError>>): Promise<TData | TError | undefined> {
  return (await settle(call)).body;
}
