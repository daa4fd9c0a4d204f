import { fromExample, requestBody, stringField } from './answers';
import { readState, writeState } from './state';
import type { AnswerFilter, Behavior } from './types';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * SIM replacement, as the backend would keep it for the tab:
 * - a valid code (validateSimReplacementOtp, stateful or chosen by a scenario) marks its line as verified;
 * - requestSimReplacement answers `requested` for a verified line and spends the verification
 *   (one request per code), `notVerified` for a line with no valid code;
 * - the ICCID of the new SIM must not be one already taken by a replacement of another line in
 *   the tab: `rejected` ("…no corresponde a una SIM"), as the contract's example says.
 */
const DOMAIN = 'simReplacement';

type SimReplacementState = { verified: string[]; iccids: Record<string, string> };

function state(): SimReplacementState {
  return readState<SimReplacementState>(DOMAIN, { verified: [], iccids: {} });
}

/** Whatever chose the answer (the stateful codes or a scenario), a valid code verifies its line. */
export const rememberVerifiedLine: AnswerFilter = async (context, answer) => {
  const dn = stringField(requestBody(context), 'dn') ?? '';
  if (answer.status === 200 && isObject(answer.body) && answer.body.success === true) {
    const current = state();
    writeState<SimReplacementState>(DOMAIN, { ...current, verified: [...current.verified.filter((line) => line !== dn), dn] });
  }
  return answer;
};

export const requestSimReplacement: Behavior = (context) => {
  const body = requestBody(context);
  const dn = stringField(body, 'dn') ?? '';
  const iccid = stringField(body, 'iccid') ?? '';
  const current = state();
  if (!current.verified.includes(dn)) return fromExample(context, 'notVerified');
  const owner = Object.entries(current.iccids).find(([, taken]) => taken === iccid)?.[0];
  if (owner !== undefined && owner !== dn) return fromExample(context, 'rejected');
  writeState<SimReplacementState>(DOMAIN, {
    verified: current.verified.filter((line) => line !== dn),
    iccids: { ...current.iccids, [dn]: iccid },
  });
  return fromExample(context, 'requested');
};
