/**
 * A Leaflet map that sets a place: a click puts the marker there and dragging it moves it; each
 * move reports the new latitude and longitude. A position given from outside (typed into the
 * fields beside it) moves the marker too. Only ever loaded lazily (location-picker.tsx).
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { MAP_ATTRIBUTION } from '@/lib/config';
import { useSiteConfig } from '@/lib/site-config';

export interface LocationPickerMapProps {
  /** The marker's place, or undefined while the fields hold no valid position. */
  position: [number, number] | undefined;
  /** Where the map looks before a place is set. */
  fallbackCenter: [number, number];
  onPick: (position: [number, number]) => void;
  /** The marker's accessible name. */
  markerLabel: string;
}

const markerIcon = L.divIcon({
  className: 'staylane-marker',
  html: '<span class="staylane-marker-pin"></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 28],
});

const asPair = (point: L.LatLng): [number, number] => [point.lat, point.lng];

export default function LocationPickerMap(props: LocationPickerMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map>();
  const marker = useRef<L.Marker>(undefined);
  const tileUrl = useSiteConfig().data?.mapTileUrl;
  // The latest handler, without building the map again when the parent re-renders.
  const pick = useRef(props.onPick);
  useEffect(() => {
    pick.current = props.onPick;
  });
  const first = useRef({ position: props.position, center: props.fallbackCenter });

  useEffect(() => {
    if (!container.current) return;
    const { position, center } = first.current;
    const built = L.map(container.current, { scrollWheelZoom: false }).setView(
      position ?? center,
      position ? 13 : 3,
    );
    built.on('click', (event: L.LeafletMouseEvent) => pick.current(asPair(event.latlng)));
    setMap(built);
    return () => {
      setMap(undefined);
      marker.current = undefined;
      built.remove();
    };
  }, []);

  const [lat, lng] = props.position ?? [];
  useEffect(() => {
    if (!map) return;
    if (lat === undefined || lng === undefined) {
      marker.current?.remove();
      marker.current = undefined;
      return;
    }
    if (!marker.current) {
      marker.current = L.marker([lat, lng], {
        icon: markerIcon,
        draggable: true,
        title: props.markerLabel,
        alt: props.markerLabel,
        // The fields beside the map are the keyboard's way to move it.
        keyboard: false,
      }).addTo(map);
      marker.current.on('dragend', () => pick.current(asPair(marker.current!.getLatLng())));
      return;
    }
    const current = marker.current.getLatLng();
    if (current.lat !== lat || current.lng !== lng) {
      marker.current.setLatLng([lat, lng]);
      if (!map.getBounds().contains([lat, lng])) map.panTo([lat, lng]);
    }
  }, [map, lat, lng, props.markerLabel]);

  useEffect(() => {
    if (!map || !tileUrl) return;
    const tiles = L.tileLayer(tileUrl, { attribution: MAP_ATTRIBUTION, maxZoom: 19 });
    tiles.addTo(map);
    return () => {
      tiles.remove();
    };
  }, [map, tileUrl]);

  return <div ref={container} className="size-full" data-testid="location-map" />;
}
