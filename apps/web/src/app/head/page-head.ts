/**
 * The head of a page the server renders: title, description, canonical address,
 * Open Graph and JSON-LD, as HTML the server's web plugin puts in place of index.html's title
 * and description (plugins/page-renderer.ts).
 */
import { jsonLdScript } from './structured-data';

export interface PageHead {
  title: string;
  description: string;
  /** Absolute. */
  canonical: string;
  /** Absolute, when the page has a picture. */
  image?: string | undefined;
  structuredData?: unknown;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe in an element's content or a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

export function pageHeadHtml(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Staylane'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    head.image && meta('property', 'og:image', head.image),
    head.structuredData !== undefined && jsonLdScript(head.structuredData),
  ]
    .filter(Boolean)
    .join('');
}
