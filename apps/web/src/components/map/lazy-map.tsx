import { lazy, Suspense, useCallback, useState } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';
import type { MapProps } from './leaflet-map';

const LeafletMap = lazy(() =>
  import('./leaflet-maps').then((maps) => ({ default: maps.LeafletMap })),
);

interface LazyMapProps extends Omit<MapProps, 'onTilesShown'> {
  /** Written on the map's stand-in, shown until a tile arrives and wherever none can. */
  address: string;
  className?: string;
}

/**
 * A map frame that loads Leaflet only once it scrolls into view (IntersectionObserver), so
 * pages that never show a map never download it. Until the first tile has arrived, and for
 * good where tiles cannot load (offline, a blocked tile server), the frame shows a marker and
 * the address on a plain background instead of an empty grid; the Leaflet map is
 * laid out beneath, invisible, so its controls take no focus until it has something to show.
 */
export function LazyMap({ className = 'h-64', address, ...props }: LazyMapProps) {
  // Hidden at first everywhere, the server's render included (useNearViewport).
  const { ref: frame, near: visible } = useNearViewport<HTMLDivElement>('200px');
  const [tilesShown, setTilesShown] = useState(false);
  // Stable, or Leaflet would lay its tiles again on every render.
  const showTiles = useCallback(() => setTilesShown(true), []);

  return (
    <div
      ref={frame}
      role="region"
      aria-label={props.label}
      className={`map-frame relative isolate overflow-hidden rounded-xl border border-slate-200 ${className}`}
    >
      <div
        data-testid="map-fallback"
        className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center"
      >
        <span data-testid="map-marker" aria-hidden="true" className="staylane-marker-pin" />
        <p className="max-w-xs text-sm font-semibold text-ink">{address}</p>
      </div>
      {visible && (
        <div className={`absolute inset-0 ${tilesShown ? '' : 'invisible'}`}>
          <Suspense fallback={null}>
            <LeafletMap {...props} onTilesShown={showTiles} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
