/**
 * The JavaScript budgets `npm run size` enforces (decision 053): what a route loads before the
 * first interaction, gzip. Home has its own budget, lowered to what the lighter shell reached
 * (the product's goal is 100 KB); the offer routes, whose top-up modal and payment plugin load on
 * the first click (decision 094), have theirs; every other route, forms included, shares one.
 * Decision 221 set them half a kilobyte to one kilobyte above what the first views and the shared
 * primitives left (116.0, 120.4 and 135.4 KB). Every route must also load code of its own.
 */
export const HOME_JS_BUDGET_BYTES = 116.5 * 1024;
export const OFFER_ROUTE_JS_BUDGET_BYTES = 121 * 1024;
export const ROUTE_JS_BUDGET_BYTES = 136 * 1024;

export type MeasuredRoute = { route: string; jsBytes: number; files: string[] };

export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** What breaks a budget, one sentence per problem naming its route(s); empty when all is within budget. */
export function budgetFailures(sizes: readonly MeasuredRoute[], homeRoute: string, offerRoutes: readonly string[] = []): string[] {
  const home = sizes.find((size) => size.route === homeRoute);
  if (!home) return [`the home route ${homeRoute} was not measured`];
  const failures: string[] = [];
  const homeFiles = new Set(home.files);
  const notLazy = sizes.filter((size) => size !== home && !size.files.some((file) => file.endsWith('.js') && !homeFiles.has(file)));
  if (notLazy.length > 0) failures.push(`these routes load no code of their own: ${notLazy.map((size) => size.route).join(', ')}`);
  for (const size of sizes) {
    const budget = size === home ? HOME_JS_BUDGET_BYTES : offerRoutes.includes(size.route) ? OFFER_ROUTE_JS_BUDGET_BYTES : ROUTE_JS_BUDGET_BYTES;
    if (size.jsBytes > budget) {
      failures.push(
        `over budget: route ${size.route} loads ${kilobytes(size.jsBytes)} of JavaScript before the first interaction, more than its ${kilobytes(budget)} (${size.jsBytes - Math.floor(budget)} bytes over)`,
      );
    }
  }
  return failures;
}

function largestOf(sizes: readonly MeasuredRoute[]): MeasuredRoute | undefined {
  return sizes.reduce<MeasuredRoute | undefined>((max, size) => (!max || size.jsBytes > max.jsBytes ? size : max), undefined);
}

/** The one line printed when every route is within budget. */
export function budgetSummary(sizes: readonly MeasuredRoute[], homeRoute: string, offerRoutes: readonly string[] = []): string {
  const home = sizes.find((size) => size.route === homeRoute);
  const offers = sizes.filter((size) => offerRoutes.includes(size.route));
  const largestOffer = largestOf(offers);
  const largest = largestOf(sizes.filter((size) => size !== home && !offers.includes(size)));
  return (
    `home route JavaScript ${kilobytes(home?.jsBytes ?? 0)} of ${kilobytes(HOME_JS_BUDGET_BYTES)}; ` +
    (largestOffer
      ? `offer routes at most ${kilobytes(OFFER_ROUTE_JS_BUDGET_BYTES)} (largest: ${largestOffer.route}, ${kilobytes(largestOffer.jsBytes)}); `
      : '') +
    `every other route at most ${kilobytes(ROUTE_JS_BUDGET_BYTES)}` +
    (largest ? ` (largest: ${largest.route}, ${kilobytes(largest.jsBytes)})` : '')
  );
}
