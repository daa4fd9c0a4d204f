/** The number's portability lookup, in the app's names. */
export type PortabilityLookup = { kind: 'found'; number: string; iccid: string } | { kind: 'notFound' } | { kind: 'failed' };

/** What the visitor reads after sending (texts.ts). */
export type PortInOutcome = 'requested' | 'alreadyPorted' | 'lookupFailed' | 'requestFailed';

/**
 * Sending: a number whose portability is already registered is not requested again; a failed
 * lookup stops too (the request would be blind). Otherwise the request step decides.
 */
export function shouldSendRequest(lookup: PortabilityLookup): boolean {
  return lookup.kind === 'notFound';
}

export function outcomeOf(lookup: PortabilityLookup, requestSent?: boolean): PortInOutcome {
  if (lookup.kind === 'found') return 'alreadyPorted';
  if (lookup.kind === 'failed') return 'lookupFailed';
  return requestSent ? 'requested' : 'requestFailed';
}
