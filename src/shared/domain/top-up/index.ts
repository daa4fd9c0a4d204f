export { TopUpProvider, useOpenTopUp } from './top-up-context';
export type { OpenTopUp, PurchaseChannel, PurchaseMoment, PurchaseRequest, PurchaseShipping, TopUpRequest } from './top-up-request';
export { useTopUpOffer, type TopUpOffer } from './use-top-up-offer';
