import type { OperationId, ScenarioOutcome } from './types';

/** Per operation, why no screen shows a named outcome; keys typed from the contract (decision 150). */
export type NoScreenReasons = { [Id in OperationId]?: Partial<Record<ScenarioOutcome<Id>, string>> };

const NOT_CALLED = 'the site never calls this operation (decision 173)';
const IP_LOOKUP =
  'start-up read, made only when a flag that is on lists IPs; the only such condition of the contract (getFeatureConditions:ssoByIpAndRegex) also needs the number pattern, which an anonymous visitor fails whatever the IP, so no screen differs; covered by the unit test src/shared/domain/feature-flags/__tests__/load-feature-flags.test.ts (the IP used, the lookup failed)';
const ESIM_TRACKING =
  'background call; the screen does not change: tracking never stops the visitor, its answer is only reported as true or false (src/features/esim-purchase/api/esim-journey.ts)';
const STORE_OFFER_MISSING =
  'the list is read only for a `?recarga=<id>&tipo=99` link, and a link whose offer the list does not hold opens nothing (decision 111): the page shows as without the link';
const GUEST_ESIM_SETTING =
  'read at start-up into the state of the flags (decision 020), but no screen reads it: useGuestEsimEnabled has no caller, so both answers show the same pages';

/**
 * The named outcomes that no row of the screen scenario table shows, each with the fact that
 * explains it: docs/scenarios.md prints it in the "proven by" column, and `npm run generate`
 * fails on an outcome with neither a row nor a reason here, or with both (decision 248).
 */
export const noScreenReasons: NoScreenReasons = {
  payRecharge: { paid: NOT_CALLED, declined: NOT_CALLED, failedWithoutMessage: NOT_CALLED, serverError: NOT_CALLED },
  payEsimPublic: { purchased: NOT_CALLED, notPurchased: NOT_CALLED, serverError: NOT_CALLED },
  lookupIp: { ipv4: IP_LOOKUP, ipv6: IP_LOOKUP, lookupFailed: IP_LOOKUP },
  getFeatureConditions: {
    pospaidByPercentage:
      'the pospaid flag for a random half of the visitors, drawn on each visit, so no row can expect one screen; the draw is covered by the unit test src/shared/domain/feature-flags/__tests__/evaluate-flag.test.ts (an injected draw)',
  },
  getGuestEsimSetting: { enabled: GUEST_ESIM_SETTING, disabled: GUEST_ESIM_SETTING },
  updateJourney: {
    recorded: 'background call; the screen does not change: it is the default answer under every SIM row, e.g. assignGuestSession:assigned',
  },
  trackEsimStep: { recorded: ESIM_TRACKING, unknownVisitor: ESIM_TRACKING },
  listStoreOffers: { empty: STORE_OFFER_MISSING, successFalse: STORE_OFFER_MISSING },
  getPdfDocument: {
    pdfDocument:
      'the document in the PDF viewer of the site is shown by e2e/footer.spec.ts ("a PDF opens in the modal viewer and closes…"); not a row here, since the accessibility pass after each row cannot read into the PDF frame of the viewer',
    pdfNotFound:
      'the document opens at its own address in a new tab, the viewer of the browser with no text of the site; e2e/footer.spec.ts ("a PDF that cannot be fetched opens in a new window instead") checks that tab',
  },
};
