import { AssociateLineCheck, useAssociateLine } from './associate-line-check';
import { OfferSection } from './offer-section';

/**
 * The line check and the associates' offers (listAssociateOffers), in a chunk of their own: the
 * check's code (captcha, validateTopUpLine, digits field) stays out of the other offer routes,
 * which share offer-pages.tsx.
 */
export default function AssociatesTopUps({ listHeading }: { listHeading: string }) {
  const line = useAssociateLine();
  const valid = line.check.status === 'valid';
  return (
    <>
      <AssociateLineCheck line={line} />
      <OfferSection kind="associates" heading={listHeading} purchase={{ disabled: !valid, phone: valid ? line.number : undefined }} />
    </>
  );
}
