import { acquisitionRows } from './acquisition';
import { compatibilityRows } from './compatibility';
import { loginRows } from './login';
import { offerRows } from './offers';
import { recoveryRows } from './recovery';
import { registerRows } from './register';
import type { ScreenOutcome } from './types';

/** Every row set of the screen scenario table; a flow that gains a screen adds its set here. */
export const rowSets: Record<string, ScreenOutcome[]> = {
  compatibility: compatibilityRows,
  acquisition: acquisitionRows,
  offers: offerRows,
  recovery: recoveryRows,
  login: loginRows,
  register: registerRows,
};
