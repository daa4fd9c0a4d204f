/** Spanish texts of the session (issue 10: a 401 ends it). */
export const sessionTexts = {
  /** The wording of the contract's `sessionExpired` answers. */
  sessionEnded: 'Tu sesión ha expirado, inicia sesión nuevamente.',
} as const;
