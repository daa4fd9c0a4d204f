/** Secure data failed or answered success false: the plugin cannot start. */
export class SecureDataUnavailableError extends Error {
  constructor(readonly status: number) {
    super(`The secure data of the payment channel are unavailable (HTTP ${status})`);
    this.name = 'SecureDataUnavailableError';
  }
}

/**
 * The plugin configuration could not be obtained: HTTP error, success false, or information that
 * does not decrypt or does not fit the contract. serverMessage is the answer's mensaje, if any.
 */
export class ClientDataError extends Error {
  constructor(
    readonly serverMessage: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(`The client data of the payment plugin could not be obtained${serverMessage ? `: ${serverMessage}` : ''}`, options);
    this.name = 'ClientDataError';
  }
}

/** The charge was not made: HTTP error or success false. serverMessage is the answer's mensaje, if any. */
export class ChargeFailedError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(`The charge was not made (HTTP ${status})${serverMessage ? `: ${serverMessage}` : ''}`, options);
    this.name = 'ChargeFailedError';
  }
}

/**
 * The charge left but no answer of the payment service came back: the connection dropped, or a
 * gateway answered 502, 503 or 504 (a timeout among them). The card may have been charged: this
 * is not a refusal, and the same purchase must not be charged again at once (decision 180).
 */
export class ChargeOutcomeUnknownError extends Error {
  constructor(
    readonly status: number,
    options?: { cause?: unknown },
  ) {
    super(`The charge got no answer of the payment service (HTTP ${status || 'none'}): its outcome is unknown`, options);
    this.name = 'ChargeOutcomeUnknownError';
  }
}
