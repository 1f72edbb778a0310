/**
 * Absolute upload addresses for other sites (decision 012). A page on a CORS_ORIGINS site
 * would read `/uploads/…` as an address on its own site, so while CORS_ORIGINS is set, every
 * JSON answer gives stored images as `PUBLIC_URL/uploads/…` (the request's own origin when
 * PUBLIC_URL is unset), and every JSON body is read back with that prefix taken off, so the
 * database keeps the short form and addresses sent back (a hotel edited, a picture chosen)
 * are checked as before. Galleries are several addresses joined by `-//-`; only values made
 * wholly of upload addresses are touched. Answers already serialised (the static hotel file
 * the spec reads from our own site, the pages) keep the short form.
 */
import { GALLERY_SEPARATOR, isUploadAddress } from '@staylane/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

function isUploadList(value: string): boolean {
  return value.split(GALLERY_SEPARATOR).every(isUploadAddress);
}

/** A copy of `value` with each string `change` gives a new form for replaced. */
function mapStrings(value: unknown, change: (text: string) => string | undefined): unknown {
  if (typeof value === 'string') return change(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change));
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return value;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = mapStrings(item, change);
  return copy;
}

export function absoluteUploads(value: unknown, site: string): unknown {
  return mapStrings(value, (text) =>
    text.startsWith('/uploads/') && isUploadList(text)
      ? text
          .split(GALLERY_SEPARATOR)
          .map((address) => `${site}${address}`)
          .join(GALLERY_SEPARATOR)
      : undefined,
  );
}

export function relativeUploads(value: unknown, sites: readonly string[]): unknown {
  return mapStrings(value, (text) => {
    const site = sites.find((candidate) => text.startsWith(`${candidate}/uploads/`));
    if (site === undefined) return undefined;
    const relative = text.split(GALLERY_SEPARATOR).map((address) => {
      const own = sites.find((candidate) => address.startsWith(`${candidate}/uploads/`));
      return own === undefined ? address : address.slice(own.length);
    });
    return relative.every(isUploadAddress) ? relative.join(GALLERY_SEPARATOR) : undefined;
  });
}

export default fp(
  async function publicUploadAddressesPlugin(app: FastifyInstance) {
    if (app.config.CORS_ORIGINS.length === 0) return;
    const publicSite = app.config.PUBLIC_URL?.replace(/\/+$/, '');
    const ownSite = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

    app.addHook('preValidation', async (request) => {
      if (request.body === null || typeof request.body !== 'object') return;
      const sites = [ownSite(request), ...(publicSite ? [publicSite] : [])];
      request.body = relativeUploads(request.body, sites);
    });
    app.addHook('preSerialization', async (request, _reply, payload) =>
      absoluteUploads(payload, publicSite ?? ownSite(request)),
    );
  },
  { name: 'public-upload-addresses' },
);
