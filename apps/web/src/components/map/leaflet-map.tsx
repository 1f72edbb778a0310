/**
 * The Leaflet map itself. Only ever loaded through LazyMap, so Leaflet stays out of the
 * first-load bundle. The marker is a CSS divIcon. Tiles come from the server's MAP_TILE_URL
 * (GET /api/config); LazyMap keeps the map hidden behind its stand-in until one has loaded.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { MAP_ATTRIBUTION } from '@/lib/config';
import { useSiteConfig } from '@/lib/site-config';

export interface MapProps {
  center: [number, number];
  zoom?: number;
  label: string;
  /** Called once the first tile has loaded: until then the caller shows a stand-in. */
  onTilesShown: () => void;
}

const markerIcon = L.divIcon({
  className: 'staylane-marker',
  html: '<span class="staylane-marker-pin"></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 28],
});

export default function LeafletMap({ center, zoom = 13, label, onTilesShown }: MapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map>();
  const tileUrl = useSiteConfig().data?.mapTileUrl;
  const [lat, lng] = center;

  useEffect(() => {
    if (!container.current) return;
    const map = L.map(container.current, {
      scrollWheelZoom: false,
      attributionControl: true,
    }).setView([lat, lng], zoom);
    L.marker([lat, lng], { icon: markerIcon, title: label, alt: label, keyboard: false }).addTo(
      map,
    );
    setMap(map);
    return () => {
      setMap(undefined);
      map.remove();
    };
  }, [lat, lng, zoom, label]);

  useEffect(() => {
    if (!map || !tileUrl) return;
    const tiles = L.tileLayer(tileUrl, { attribution: MAP_ATTRIBUTION, maxZoom: 19 });
    tiles.once('tileload', onTilesShown);
    tiles.addTo(map);
    return () => {
      tiles.remove();
    };
  }, [map, tileUrl, onTilesShown]);

  return <div ref={container} className="size-full" />;
}
