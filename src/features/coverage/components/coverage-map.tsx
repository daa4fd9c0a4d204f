import { useId } from 'react';
import { MAP_BOUNDS, MAP_HEIGHT, MAP_SCALE, MAP_WIDTH, projectToMap, type GeoPoint } from '../coverage-result';
import { coverageTexts } from '../texts';
import styles from './coverage-map.module.css';

const texts = coverageTexts.map;

// A rough outline of Mexico (longitude, latitude): drawn in the page, so the map needs no tiles,
// no network and no third party.
const MAINLAND: ReadonlyArray<readonly [number, number]> = [
  [-114.8, 32.5],
  [-111.1, 31.3],
  [-108.2, 31.3],
  [-106.5, 31.8],
  [-104.5, 29.6],
  [-103.2, 29.0],
  [-101.4, 29.8],
  [-99.5, 27.5],
  [-97.2, 25.9],
  [-97.7, 24.0],
  [-97.4, 21.5],
  [-96.1, 19.2],
  [-94.5, 18.1],
  [-92.5, 18.6],
  [-90.7, 19.7],
  [-90.4, 21.1],
  [-87.0, 21.5],
  [-87.5, 19.5],
  [-88.3, 18.5],
  [-89.1, 17.8],
  [-91.0, 17.3],
  [-90.4, 16.1],
  [-91.7, 16.0],
  [-92.2, 14.6],
  [-93.9, 16.0],
  [-95.2, 16.2],
  [-96.5, 15.7],
  [-98.8, 16.6],
  [-101.0, 17.3],
  [-102.2, 17.9],
  [-103.5, 18.3],
  [-105.5, 20.0],
  [-105.3, 21.5],
  [-106.4, 23.2],
  [-108.0, 25.0],
  [-109.4, 26.7],
  [-111.0, 27.9],
  [-112.5, 29.5],
  [-113.1, 31.2],
  [-114.8, 31.8],
];
const BAJA_CALIFORNIA: ReadonlyArray<readonly [number, number]> = [
  [-117.1, 32.5],
  [-115.0, 32.6],
  [-114.7, 31.0],
  [-114.5, 30.0],
  [-112.8, 28.5],
  [-111.5, 26.5],
  [-110.3, 24.2],
  [-109.9, 22.9],
  [-110.4, 23.2],
  [-112.1, 24.8],
  [-114.2, 27.2],
  [-115.2, 28.0],
  [-116.0, 30.2],
];

function pointsOf(outline: ReadonlyArray<readonly [number, number]>): string {
  return outline.map(([lng, lat]) => `${((lng - MAP_BOUNDS.west) * MAP_SCALE).toFixed(1)},${((MAP_BOUNDS.north - lat) * MAP_SCALE).toFixed(1)}`).join(' ');
}

const MAINLAND_POINTS = pointsOf(MAINLAND);
const BAJA_POINTS = pointsOf(BAJA_CALIFORNIA);

export interface CoverageMapProps {
  /** Nothing before a check; null when the answer had no coordinates. */
  location: GeoPoint | null | undefined;
}

/** A static map of Mexico, marking the address when the coverage answer located it. */
export function CoverageMap({ location }: CoverageMapProps) {
  const captionId = useId();
  const marker = location ? projectToMap(location) : undefined;
  const caption =
    location === undefined
      ? texts.before
      : location === null
        ? texts.unlocated
        : marker
          ? texts.located(location.lat, location.lng)
          : texts.outside(location.lat, location.lng);

  return (
    <figure className={styles.map}>
      <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} role="img" aria-label={texts.title} aria-describedby={captionId} className={styles.drawing}>
        <rect width={MAP_WIDTH} height={MAP_HEIGHT} className={styles.sea} />
        <polygon points={MAINLAND_POINTS} className={styles.land} />
        <polygon points={BAJA_POINTS} className={styles.land} />
        {marker && (
          <g data-testid="coverage-map-marker" transform={`translate(${marker.x} ${marker.y})`}>
            <circle r={9} className={styles.halo} />
            <circle r={4} className={styles.marker} />
          </g>
        )}
      </svg>
      <figcaption id={captionId}>{caption}</figcaption>
    </figure>
  );
}
