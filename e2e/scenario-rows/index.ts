import { acquisitionRows } from './acquisition';
import { balanceRows } from './balance';
import { cardPaymentRows } from './card-payment';
import { compatibilityRows } from './compatibility';
import { loginRows } from './login';
import { nirRows } from './nir';
import { offerRows } from './offers';
import { paymentPluginRows } from './payment-plugin';
import { profileRows } from './profile';
import { recoveryRows } from './recovery';
import { recurringRows } from './recurring';
import { registerRows } from './register';
import { ssoRows } from './sso';
import { topUpRows } from './top-up';
import type { ScreenOutcome } from './types';

/** Every row set of the screen scenario table; a flow that gains a screen adds its set here. */
export const rowSets: Record<string, ScreenOutcome[]> = {
  compatibility: compatibilityRows,
  acquisition: acquisitionRows,
  offers: offerRows,
  recovery: recoveryRows,
  login: loginRows,
  register: registerRows,
  nir: nirRows,
  balance: balanceRows,
  recurring: recurringRows,
  profile: profileRows,
  sso: ssoRows,
  topUp: topUpRows,
  paymentPlugin: paymentPluginRows,
  cardPayment: cardPaymentRows,
};
