import { PHONE_DIGITS } from '@/shared/domain/constants';

/** A number is checked once it has all its digits and typing has paused this long (spec 5 and 9). */
export const LINE_CHECK_DELAY_MS = 300;
export const LINE_CHECK_DIGITS = PHONE_DIGITS;

/** The placeholder of the server's messages that stands for the number checked (spec 8). */
export const NUMBER_PLACEHOLDER = '#numero#';
