import { acquisitionRows } from './acquisition';
import { afterPaymentRows } from './after-payment';
import { balanceRows } from './balance';
import { cardPaymentRows } from './card-payment';
import { cardReplacementRows } from './card-replacement';
import { compatibilityRows } from './compatibility';
import { coverageRows } from './coverage';
import { esimPurchaseRows } from './esim-purchase';
import { gatewayRows } from './gateway';
import { hostedCheckoutRows } from './hosted-checkout';
import { invoiceRows } from './invoices';
import { loginRows } from './login';
import { nirRows } from './nir';
import { offerRows } from './offers';
import { paymentPluginRows } from './payment-plugin';
import { portInRows } from './port-in';
import { profileRows } from './profile';
import { recoveryRows } from './recovery';
import { recurringRows } from './recurring';
import { registerRows } from './register';
import { simPurchaseRows } from './sim-purchase';
import { simReplacementRows } from './sim-replacement';
import { ssoRows } from './sso';
import { startUpRows } from './start-up';
import { topUpRows } from './top-up';
import type { ScreenOutcome } from './types';
import { walletRows } from './wallet';

/** Every row set of the screen scenario table; a flow that gains a screen adds its set here. */
export const rowSets: Record<string, ScreenOutcome[]> = {
  'start-up': startUpRows,
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
  coverage: coverageRows,
  'port-in': portInRows,
  wallet: walletRows,
  gateway: gatewayRows,
  hosted: hostedCheckoutRows,
  sim: simPurchaseRows,
  esim: esimPurchaseRows,
  invoices: invoiceRows,
  'card-replacement': cardReplacementRows,
  'sim-replacement': simReplacementRows,
  'after-payment': afterPaymentRows,
};
