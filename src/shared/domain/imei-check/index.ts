export { askImei, IMEI_CHECK_PATHS } from './ask-imei';
export { ImeiResultMessage } from './imei-result-message';
export { imeiResultKeyOf, isPositiveImeiResult, offersPhysicalSim, type ImeiResultKey } from './api/imei-result';
export { imeiCheckTexts } from './texts';
