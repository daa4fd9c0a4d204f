import type { ProductInput } from '@/shared/domain/analytics/commerce';
import type { Offer } from '@/shared/domain/offers/offer';
import { offerAnalyticsProduct } from '@/shared/domain/offers/offer-product';
import type { PostalCodePlaces } from '@/shared/domain/postal-code/postal-code-places';
import type { PurchaseShipping } from '@/shared/domain/top-up/top-up-request';
import type { ShippingForm } from './schemas';

/** The replacement SIM is delivered at no cost (spec payments 9, "Recharge shipping cost 0"). */
export const SIM_SHIPPING_COST = 0;

/**
 * The shipping the payment receives (envio). The sale has no interior-number field, so an
 * interior number rides with the exterior one ("12 Int. 4"); the city is the municipality, the
 * only city the postal-code lookup gives.
 */
export function toPurchaseShipping(form: ShippingForm, places: PostalCodePlaces): PurchaseShipping {
  const colony = places.neighbourhoods.find((candidate) => candidate.id === form.colony);
  const interior = form.interiorNumber.trim();
  return {
    contactName: form.contactName.trim(),
    contactLastName: form.contactLastName.trim(),
    phone: form.contactNumber,
    email: form.email.trim(),
    street: form.address.trim(),
    exteriorNumber: interior ? `${form.exteriorNumber.trim()} Int. ${interior}` : form.exteriorNumber.trim(),
    city: places.municipality,
    postalCode: form.postalCode,
    neighbourhood: colony?.name ?? '',
    municipality: places.municipality,
    state: places.state,
    country: places.country,
    cost: SIM_SHIPPING_COST,
  };
}

/** The SIM as the tag manager's cart sees it: like every offer, by its payment product label. */
export function simProduct(offer: Offer): ProductInput {
  return offerAnalyticsProduct(offer);
}
