export { captchaConfigQueryOptions, captchaTokenFor, toCaptchaConfig, type CaptchaConfig } from './captcha';
export { checkLineNumber, lineCheckOutcomeOf, type LineCheckOutcome } from './check-line-number';
export { LINE_CHECK_DELAY_MS, LINE_CHECK_DIGITS, NUMBER_PLACEHOLDER } from './constants';
export { DEFAULT_LINE_TYPE, LINE_TYPE_CODES, LINE_TYPES, parseLineType, usesServiceNumber, type LineType, type LineTypeCode } from './line-type';
export { lineCheckTexts, lineTypeNames } from './texts';
export { useCaptchaCheck, type CaptchaCheckOptions, type CaptchaCheckState } from './use-captcha-check';
export {
  useLineNumberCheck,
  type LineNumberCheck,
  type LineNumberChecker,
  type LineNumberCheckStatus,
  type UseLineNumberCheckOptions,
} from './use-line-number-check';
