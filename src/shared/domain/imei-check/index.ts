export { askImei, IMEI_CHECK_PATHS } from './ask-imei';
export { ImeiResultMessage, type ImeiResultMessageProps } from './imei-result-message';
export {
  esimImeiOutcomeOf,
  imeiResultKeyOf,
  isPositiveImeiResult,
  offersPhysicalSim,
  type EsimImeiOutcome,
  type ImeiAnswer,
  type ImeiResultKey,
} from './imei-result';
export { imeiCheckTexts } from './texts';
