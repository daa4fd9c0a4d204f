export { TopUpProvider, useOpenTopUp } from './top-up-context';
export type { OpenTopUp, TopUpRequest } from './top-up-request';
export { useTopUpOffer, type TopUpOffer } from './use-top-up-offer';
