/**
 * The Leaflet maps, as one lazily loaded chunk. Two dynamic imports of Leaflet (a CommonJS
 * module) made the bundler move its interop helpers into a chunk of their own that every
 * page then loaded (+0.4 KB gzip on /home's first load, bench:web); one entry keeps Leaflet
 * and the maps in a single chunk, as the footer map alone had it.
 */
export { default as LeafletMap } from './leaflet-map';
export { default as MarkersMap } from './markers-map';
export { default as LocationPickerMap } from './location-picker-map';
