import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { internationalOffersQueryOptions, type InternationalOffers as InternationalOfferData } from '@/shared/domain/offers/api/list-international-offers';
import { formatMxn } from '@/shared/format/currency';
import { TextField } from '@/shared/ui/text-field/text-field';
import { findDestinations } from '../destination-search';
import { destinationSearchTexts } from '../destination-search-texts';
import styles from './international-offers.module.css';
import { offerAnchorId } from './offer-card';
import { OfferGrid } from './offer-grid';
import sectionStyles from './offer-section.module.css';
import { OffersState } from './offers-state';

const texts = destinationSearchTexts;

function DestinationSearch({ data }: { data: InternationalOfferData }) {
  const headingId = useId();
  const [search, setSearch] = useState('');
  const matches = findDestinations(search, data.destinations, data.offers);
  return (
    <section aria-labelledby={headingId} className={styles.search}>
      <h2 id={headingId} className={sectionStyles.heading}>
        {texts.heading}
      </h2>
      <TextField label={texts.label} hint={texts.hint} type="search" autoComplete="off" value={search} onChange={(event) => setSearch(event.target.value)} />
      <div role="status" className={styles.results}>
        {search.trim() !== '' && (
          <>
            <p className={styles.count}>{matches.length === 0 ? texts.noMatch : texts.matchCount(matches.length)}</p>
            {matches.length > 0 && (
              <ul className={styles.matches}>
                {matches.map(({ destination, offer }) => (
                  <li key={`${destination.name}-${destination.offerId}`}>
                    <strong>{destination.name}</strong>
                    {offer && (
                      <>
                        {' '}
                        {texts.coveredBy}{' '}
                        <a href={`#${offerAnchorId(offer.offerId)}`}>
                          {offer.rechargeName} ({formatMxn(offer.price)})
                        </a>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </section>
  );
}

/** The international packages and the search of the destinations each one covers. */
export function InternationalOffers({ heading }: { heading: string }) {
  const headingId = useId();
  const query = useQuery(internationalOffersQueryOptions());
  return (
    <OffersState query={query} isEmpty={(data) => data.offers.length === 0}>
      {(data) => (
        <>
          {data.destinations.length > 0 && <DestinationSearch data={data} />}
          <section aria-labelledby={headingId} className={sectionStyles.section}>
            <h2 id={headingId} className={sectionStyles.heading}>
              {heading}
            </h2>
            <OfferGrid offers={data.offers} />
          </section>
        </>
      )}
    </OffersState>
  );
}
