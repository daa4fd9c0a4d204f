/** What the code step shows under the boxes after a refused check. */
export type CodeRefusal = { message: string; attemptsRemaining: number | undefined };

/** A code check that did not pass nor lock: a wrong code (with the server's message) or no proper answer. */
export type RefusedCheck = { kind: 'wrong'; message: string | undefined; attemptsRemaining: number | undefined } | { kind: 'failed' };

/**
 * The refusal a page keeps after a check: a wrong code's message (the server's, else the page's
 * own) with its attempts left, or the page's "could not check" message. Apart from code-step.tsx
 * so a page reads it without loading the step's chunk.
 */
export function codeRefusalOf(checked: RefusedCheck, texts: { wrongCode: string; checkFailed: string }): CodeRefusal {
  return checked.kind === 'wrong'
    ? { message: checked.message ?? texts.wrongCode, attemptsRemaining: checked.attemptsRemaining }
    : { message: texts.checkFailed, attemptsRemaining: undefined };
}
