import { useQueries } from '@tanstack/react-query';
import { offerListQueryOptions, type OfferListKind } from '@/shared/domain/offers/api/list-offers';
import type { ActiveOffering } from './api/to-balance';

/** The offer lists an active offer of each line type can come from (line types 1 mbb, 2 hbb, 3 mifi). */
const LISTS_BY_LINE_TYPE: Record<number, readonly OfferListKind[]> = {
  1: ['prepaid', 'packages'],
  2: ['homeInternet'],
  3: ['portableInternet', 'businessMifi'],
};

/** Single sign-on's own profile types name no line type; its account is the mobile number it verified. */
function listsOfProfileType(profileType: number): readonly OfferListKind[] {
  return LISTS_BY_LINE_TYPE[profileType] ?? LISTS_BY_LINE_TYPE[1] ?? [];
}

/**
 * The names of the active offers: the answer's own name, else the name the offer
 * lists of the line's type give that id. Ids no one names stay out of the map; the lists are only
 * read when an offer lacks a name, and their failure leaves the ids as they are.
 */
export function useOfferingNames(offerings: readonly ActiveOffering[], lineType: number): ReadonlyMap<string, string> {
  const needsLists = offerings.some((offering) => !offering.name);
  const lists = useQueries({
    queries: (needsLists ? listsOfProfileType(lineType) : []).map((kind) => ({ ...offerListQueryOptions(kind), retry: false })),
  });
  const names = new Map<string, string>();
  for (const list of lists) for (const offer of list.data ?? []) if (!names.has(offer.offerId)) names.set(offer.offerId, offer.rechargeName);
  for (const offering of offerings) if (offering.name) names.set(offering.id, offering.name);
  return names;
}
