/**
 * The Leaflet map itself. Only ever loaded through LazyMap, so Leaflet stays out of the
 * first-load bundle. The marker is a CSS divIcon: with no tiles (offline) the frame and the
 * marker still show.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { MAP_ATTRIBUTION, MAP_TILE_URL } from '@/lib/config';

export interface MapProps {
  center: [number, number];
  zoom?: number;
  label: string;
}

const markerIcon = L.divIcon({
  className: 'staylane-marker',
  html: '<span class="staylane-marker-pin"></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 28],
});

export default function LeafletMap({ center, zoom = 13, label }: MapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [lat, lng] = center;

  useEffect(() => {
    if (!container.current) return;
    const map = L.map(container.current, {
      scrollWheelZoom: false,
      attributionControl: true,
    }).setView([lat, lng], zoom);
    L.tileLayer(MAP_TILE_URL, { attribution: MAP_ATTRIBUTION, maxZoom: 19 }).addTo(map);
    L.marker([lat, lng], { icon: markerIcon, title: label, alt: label, keyboard: false }).addTo(
      map,
    );
    return () => {
      map.remove();
    };
  }, [lat, lng, zoom, label]);

  return <div ref={container} className="size-full" />;
}
