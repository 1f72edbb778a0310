/**
 * Client constants in one place. What the server configures (the map tile address, the card
 * provider key) comes from GET /api/config: see site-config.ts.
 */
export const MAP_ATTRIBUTION = '&copy; OpenStreetMap contributors';

/** The footer map's fixed centre (product §2: "a map centred on fixed coordinates"). */
export const FOOTER_MAP_CENTER: [number, number] = [40.7128, -74.006];
/** The office at that centre, written on the map where its tiles cannot load. */
export const OFFICE_ADDRESS = 'Staylane, 250 Broadway, New York, NY 10007';
