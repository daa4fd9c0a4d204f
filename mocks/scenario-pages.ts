/**
 * The page where each operation's outcome shows, for the links of docs/scenarios.md and the QA
 * panel. A screen that starts using an operation adds its page here.
 */
export const scenarioPages: Partial<Record<string, string>> = {
  verifyImei: '/compatibilidad',
  createContactRequest: '/cambiate-a-bait',
};
