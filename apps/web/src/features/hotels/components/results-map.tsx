/**
 * The list's hotels on a map (decision 025): a marker per hotel of the page, named and priced,
 * linked both ways with its card through `activeId`. Leaflet and its CSS arrive with the map
 * (lazy), after the page's first paint, and only where the map is shown.
 */
import { listedNightCents, type HotelWire } from '@staylane/domain';
import { lazy, Suspense, useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { MapMarker } from '@/components/map/markers-map';
import { formatCents } from '@/lib/format';

const MarkersMap = lazy(() =>
  import('@/components/map/leaflet-maps').then((maps) => ({ default: maps.MarkersMap })),
);

interface ResultsMapProps {
  hotels: HotelWire[];
  detailUrl: (hotel: HotelWire) => string;
  activeId: string | undefined;
  onActiveChange: (id: string | undefined) => void;
  className?: string;
}

/** A hotel's marker: its from-price on the map, its name beside it while active. */
export function hotelMarker(hotel: HotelWire): MapMarker {
  const cents = listedNightCents(hotel);
  const price = cents === undefined ? '' : formatCents(cents);
  return {
    id: hotel.id,
    position: [hotel.loc_Lat, hotel.loc_Lng],
    label: price || hotel.HotelName,
    title: hotel.HotelName,
    name: price ? `${hotel.HotelName}, from ${price} a night` : hotel.HotelName,
  };
}

export function ResultsMap({
  hotels,
  detailUrl,
  activeId,
  onActiveChange,
  className = '',
}: ResultsMapProps) {
  const navigate = useNavigate();
  const markers = useMemo(() => hotels.map(hotelMarker), [hotels]);
  const open = (id: string) => {
    const hotel = hotels.find((candidate) => candidate.id === id);
    if (hotel) void navigate(detailUrl(hotel));
  };
  return (
    <div
      data-testid="results-map"
      className={`map-frame relative isolate overflow-hidden rounded-2xl ring-1 ring-slate-200 ${className}`}
    >
      <Suspense fallback={null}>
        <MarkersMap
          markers={markers}
          label="Map of the hotels on this page"
          activeId={activeId}
          onActiveChange={onActiveChange}
          onOpen={open}
        />
      </Suspense>
    </div>
  );
}
