/**
 * Sets a place on a map beside its latitude and longitude fields: a click on the map or a drag
 * of the marker writes both fields, and typing in them moves the marker, so the keyboard keeps
 * its way in. Leaflet arrives with the first use (its own lazily loaded chunk).
 */
import { lazy, Suspense } from 'react';

const LocationPickerMap = lazy(() =>
  import('./leaflet-maps').then((maps) => ({ default: maps.LocationPickerMap })),
);

/** Six decimals: about 10 cm, more than a hotel's entrance needs. */
const DECIMALS = 6;

interface LocationPickerProps {
  latitude: string;
  longitude: string;
  onPick: (latitude: string, longitude: string) => void;
  /** Where the map looks before the fields hold a place. */
  fallbackCenter: [number, number];
  className?: string;
}

/** The fields' text as a place on Earth, or undefined when it is not one. */
export function positionOf(latitude: string, longitude: string): [number, number] | undefined {
  if (latitude.trim() === '' || longitude.trim() === '') return undefined;
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return undefined;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return [lat, lng];
}

export function LocationPicker(props: LocationPickerProps) {
  return (
    <div
      role="group"
      aria-label="Map: click it or drag its marker to place the hotel"
      className={`map-frame relative isolate overflow-hidden rounded-xl border border-slate-200 bg-slate-100 ${props.className ?? 'h-72'}`}
    >
      <Suspense fallback={null}>
        <LocationPickerMap
          position={positionOf(props.latitude, props.longitude)}
          fallbackCenter={props.fallbackCenter}
          markerLabel="Hotel location"
          onPick={([lat, lng]) =>
            props.onPick(
              String(Number(lat.toFixed(DECIMALS))),
              // Leaflet reports the longitude of a click on a wrapped world past ±180.
              String(Number(wrapLongitude(lng).toFixed(DECIMALS))),
            )
          }
        />
      </Suspense>
    </div>
  );
}

/** A longitude brought into -180..180. */
function wrapLongitude(lng: number) {
  return ((((lng + 180) % 360) + 360) % 360) - 180;
}
