import type { PostalCodePlaces } from './postal-code-places';
import styles from './postal-code-places-summary.module.css';

const PLACE_LABELS = { state: 'Estado', municipality: 'Municipio', country: 'País' } as const;

/** The state, municipality and country a postal code's lookup filled in, announced as they arrive. */
export function PostalCodePlacesSummary({ places }: { places: PostalCodePlaces }) {
  return (
    <dl className={styles.places} aria-live="polite">
      {(Object.keys(PLACE_LABELS) as Array<keyof typeof PLACE_LABELS>).map((place) => (
        <div key={place} className={styles.place}>
          <dt>{PLACE_LABELS[place]}</dt>
          <dd>{places[place]}</dd>
        </div>
      ))}
    </dl>
  );
}
