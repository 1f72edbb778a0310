import { z } from 'zod';

/** What the web app needs from the server's configuration (design §10), and nothing secret. */
export const siteConfigWireSchema = z.object({
  /** Leaflet tile address with {z}, {x} and {y} (MAP_TILE_URL). */
  mapTileUrl: z.string(),
  /** Stripe publishable key when Stripe is configured; null: the sandbox card form. */
  stripePublishableKey: z.string().nullable(),
});
export type SiteConfigWire = z.infer<typeof siteConfigWireSchema>;
