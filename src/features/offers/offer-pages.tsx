import { Suspense } from 'react';
import type { Offer } from '@/shared/domain/offers/offer';
import { isEsimOffer } from '@/shared/domain/offers/sale-offer';
import { paths } from '@/shared/domain/routing/paths';
import { lazyWithRetry } from '@/shared/ui/lazy-retry';
import { OfferPageLayout } from './components/offer-page-layout';
import { OfferSection } from './components/offer-section';
import { OffersLoading } from './components/offers-loading';
import { offersTexts } from './texts';

const pages = offersTexts.pages;

// Only /recargas-asociados checks a line before buying: its code loads with that page alone.
const AssociatesTopUps = lazyWithRetry(async () => (await import('./components/associates-top-ups')).default);
// Only the international packages have a destination search: its code loads with that page alone.
const InternationalOffers = lazyWithRetry(async () => (await import('./components/international-offers')).InternationalOffers);

/** /recargas: the prepaid top-ups (listPrepaidOffers). */
export function TopUpsPage() {
  const texts = pages.topUps;
  return (
    <OfferPageLayout page={texts}>
      <OfferSection kind="prepaid" heading={texts.listHeading} />
    </OfferPageLayout>
  );
}

/** /mi-bait-prepago: what prepaid is, its top-ups, and how to get a line. */
export function PrepaidPage() {
  const texts = pages.prepaid;
  return (
    <OfferPageLayout
      page={texts}
      related={[
        { to: paths.getALine, label: texts.getALine },
        { to: paths.compatibility, label: texts.compatibility },
      ]}
    >
      <OfferSection kind="prepaid" heading={texts.listHeading} />
    </OfferPageLayout>
  );
}

/** /paquetes: data and social-network packages (listPackageOffers). */
export function PackagesPage() {
  const texts = pages.packages;
  return (
    <OfferPageLayout page={texts}>
      <OfferSection kind="packages" heading={texts.listHeading} />
    </OfferPageLayout>
  );
}

/** /paquetes-bait-internacionales: international packages with the destination search. */
export function InternationalPackagesPage() {
  const texts = pages.international;
  return (
    <OfferPageLayout page={texts}>
      <Suspense fallback={<OffersLoading />}>
        <InternationalOffers heading={texts.listHeading} />
      </Suspense>
    </OfferPageLayout>
  );
}

/** /promociones: the current top-ups and packages (docs/decisions/030-offer-pages.md). */
export function PromotionsPage() {
  const texts = pages.promotions;
  return (
    <OfferPageLayout page={texts}>
      <OfferSection kind="prepaid" heading={texts.topUpsHeading} />
      <OfferSection kind="packages" heading={texts.packagesHeading} />
    </OfferPageLayout>
  );
}

/** /internet-portatil: portable internet (mifi, listPortableInternetOffers). */
export function PortableInternetPage() {
  const texts = pages.portableInternet;
  return (
    <OfferPageLayout page={texts}>
      <OfferSection kind="portableInternet" heading={texts.listHeading} />
    </OfferPageLayout>
  );
}

/** /internet-en-casa: home internet (hbb, listHomeInternetOffers), after a coverage check. */
export function HomeInternetPage() {
  const texts = pages.homeInternet;
  return (
    <OfferPageLayout page={texts} related={[{ to: paths.coverage, label: texts.coverage }]}>
      <OfferSection kind="homeInternet" heading={texts.listHeading} />
    </OfferPageLayout>
  );
}

/** /internet-empresarial (also /negocios): business lines and business portable internet. */
export function BusinessInternetPage() {
  const texts = pages.business;
  return (
    <OfferPageLayout page={texts}>
      <OfferSection kind="business" heading={texts.listHeading} />
      <OfferSection kind="businessMifi" heading={texts.mifiHeading} />
    </OfferPageLayout>
  );
}

/**
 * /recargas-asociados: top-ups for associates (listAssociateOffers). The line is checked first
 * (validateTopUpLine as an associate); the buy buttons wait for it and hand its number to the modal.
 */
export function AssociatesTopUpsPage() {
  const texts = pages.associates;
  return (
    <OfferPageLayout page={texts}>
      <Suspense fallback={<OffersLoading />}>
        <AssociatesTopUps listHeading={texts.listHeading} />
      </Suspense>
    </OfferPageLayout>
  );
}

/** /e-sim: SIM and eSIM sale offers (listSimOffers) and the device check. */
export function EsimPage() {
  const texts = pages.esim;
  return (
    <OfferPageLayout page={texts} related={[{ to: paths.compatibility, label: texts.compatibility }]}>
      <OfferSection kind="sim" heading={texts.listHeading} />
    </OfferPageLayout>
  );
}

function physicalSimOffers(offers: Offer[]): Offer[] {
  return offers.filter((offer) => !isEsimOffer(offer));
}

/**
 * The SIM purchase of /cambiate-a-bait (spec 2.1): the physical SIM offers of listSimOffers, whose
 * buy button opens the same SIM purchase dialog as on /e-sim. The eSIM offers stay on /e-sim: the
 * IMEI check sends here the visitors whose device has no eSIM.
 */
export function SimSaleOffers() {
  return <OfferSection kind="sim" heading={offersTexts.simSale.heading} select={physicalSimOffers} />;
}
