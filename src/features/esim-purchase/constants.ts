import { IMEI_MIN_DIGITS } from '@/shared/domain/constants';
import { VISITOR_GUEST_STORAGE_KEY } from '@/shared/domain/guest-session/visitor-guest';

/** The IMEI is checked this long after typing stops (spec 4 "eSIM dialog", 9). */
export const IMEI_CHECK_DELAY_MS = 600;

/** ...once at least this many characters were entered. */
export const IMEI_CHECK_MIN_LENGTH = IMEI_MIN_DIGITS;

/** The visitor eSIM key (every visitor's guest) and the purchase marker of local storage (spec 3 "Local browser storage"). */
export const ESIM_VISITOR_STORAGE_KEY = VISITOR_GUEST_STORAGE_KEY;
export const HAS_PURCHASE_STORAGE_KEY = 'hasPurchase';

/** The eSIM flow is always portability (spec 2.11): the check's flow and its flags. */
export const ESIM_CHECK_FLOW = 'portabilidad';

/** The value of a journey step that captures nothing (spec payments 7: valor defaults to 'vacio'). */
export const EMPTY_STEP_VALUE = 'vacio';
