/**
 * A Leaflet map of several places, each a labelled marker (decision 025: the list's hotels). Only
 * ever loaded through lazy(), with its CSS, so Leaflet stays out of every first load. The
 * markers are reachable with the keyboard (Tab, Enter opens) and named for screen readers;
 * hovering or focusing one reports it, and `activeId` lifts one above the others. Without
 * tiles (offline, a blocked tile server) the frame and the markers still show.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './markers-map.css';
import { useEffect, useRef, useState } from 'react';
import { MAP_ATTRIBUTION } from '@/lib/config';
import { useSiteConfig } from '@/lib/site-config';

export interface MapMarker {
  id: string;
  position: [number, number];
  /** Written on the marker ("$180"). */
  label: string;
  /** Written beside the label while the marker is active ("Trastevere Suites"). */
  title: string;
  /** What a screen reader names the marker by. */
  name: string;
}

export interface MarkersMapProps {
  markers: MapMarker[];
  /** The map's own accessible name. */
  label: string;
  activeId?: string | undefined;
  onActiveChange?: (id: string | undefined) => void;
  /** Called on a click on a marker, or Enter on a focused one. */
  onOpen?: (id: string) => void;
}

/** The marker's face, built as elements: a place's name is text, never HTML. */
function markerFace(marker: MapMarker): HTMLElement {
  const face = document.createElement('span');
  face.className = 'staylane-price-marker-face';
  const title = document.createElement('span');
  title.className = 'staylane-price-marker-title';
  title.textContent = marker.title;
  const price = document.createElement('span');
  price.textContent = marker.label;
  face.append(title, price);
  return face;
}

export default function MarkersMap({
  markers,
  label,
  activeId,
  onActiveChange,
  onOpen,
}: MarkersMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map>();
  const layers = useRef(new Map<string, L.Marker>());
  const tileUrl = useSiteConfig().data?.mapTileUrl;
  // The latest handlers, without laying the markers again when a parent re-renders.
  const handlers = useRef({ onActiveChange, onOpen });
  useEffect(() => {
    handlers.current = { onActiveChange, onOpen };
  });

  useEffect(() => {
    if (!container.current) return;
    const created = L.map(container.current, { scrollWheelZoom: false, attributionControl: false });
    // At the top: the phone's floating Show list button sits over the map's bottom edge.
    L.control.attribution({ position: 'topright' }).addTo(created);
    created.getContainer().setAttribute('aria-label', label);
    setMap(created);
    return () => {
      setMap(undefined);
      created.remove();
    };
  }, [label]);

  useEffect(() => {
    if (!map || !tileUrl) return;
    const tiles = L.tileLayer(tileUrl, { attribution: MAP_ATTRIBUTION, maxZoom: 19 });
    tiles.addTo(map);
    return () => {
      tiles.remove();
    };
  }, [map, tileUrl]);

  useEffect(() => {
    if (!map || markers.length === 0) return;
    // The view first: Leaflet lays a marker on a map only once the map has one.
    const bounds = L.latLngBounds(markers.map((marker) => marker.position));
    const size = map.getSize();
    // Room for the pills, which stand above their points and reach half their width aside.
    const fit: L.FitBoundsOptions = {
      paddingTopLeft: [80, 56],
      paddingBottomRight: [80, 16],
      maxZoom: 14,
    };
    if (size.x > 0 && size.y > 0) map.fitBounds(bounds, fit);
    else map.setView(bounds.getCenter(), 12);
    const group = L.layerGroup().addTo(map);
    const placed = layers.current;
    for (const marker of markers) {
      const icon = L.divIcon({
        className: 'staylane-price-marker',
        html: markerFace(marker),
        iconSize: undefined,
        iconAnchor: undefined,
      });
      const layer = L.marker(marker.position, { icon, keyboard: true, riseOnHover: true });
      layer.on('mouseover', () => handlers.current.onActiveChange?.(marker.id));
      layer.on('mouseout', () => handlers.current.onActiveChange?.(undefined));
      layer.on('click', () => handlers.current.onOpen?.(marker.id));
      layer.addTo(group);
      const element = layer.getElement();
      if (element) {
        // Leaflet makes a keyboard marker a button; opening a page is what a link does.
        element.setAttribute('role', 'link');
        element.setAttribute('aria-label', marker.name);
        element.dataset.markerId = marker.id;
        element.addEventListener('focus', () => handlers.current.onActiveChange?.(marker.id));
        element.addEventListener('blur', () => handlers.current.onActiveChange?.(undefined));
        // Leaflet's own Enter only opens popups: a link opens its page.
        element.addEventListener('keydown', (event) => {
          if (event.key === 'Enter') handlers.current.onOpen?.(marker.id);
        });
      }
      placed.set(marker.id, layer);
    }
    return () => {
      group.remove();
      placed.clear();
    };
  }, [map, markers]);

  useEffect(() => {
    const layer = activeId === undefined ? undefined : layers.current.get(activeId);
    if (!layer) return;
    layer.getElement()?.classList.add('is-active');
    layer.setZIndexOffset(1000);
    return () => {
      layer.getElement()?.classList.remove('is-active');
      layer.setZIndexOffset(0);
    };
  }, [activeId, markers, map]);

  return <div ref={container} className="size-full" />;
}
