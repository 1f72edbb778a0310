/**
 * Client configuration in one place. The tile address will come from the server's
 * MAP_TILE_URL later; until then it is this constant (the CSP allows the same host).
 */
export const MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const MAP_ATTRIBUTION = '&copy; OpenStreetMap contributors';

/** The footer map's fixed centre (spec §2: "a map centred on fixed coordinates"). */
export const FOOTER_MAP_CENTER: [number, number] = [40.7128, -74.006];

export const PRODUCT_NAME = 'Staylane';
