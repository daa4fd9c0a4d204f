export { type CaptchaConfig } from './api/captcha';
export { LINE_CHECK_DIGITS } from './constants';
export { LINE_TYPE_CODES, LINE_TYPES, parseLineType, usesServiceNumber, type LineType } from './line-type';
export { useCaptchaCheck } from './use-captcha-check';
export { useLineNumberCheck, type LineNumberChecker } from './use-line-number-check';
