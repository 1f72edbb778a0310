/**
 * The web app's server render of the pages people arrive on (apps/web/src/app/render-page.tsx,
 * built into apps/web/dist-ssr): loaded once at start-up, called by the web plugin per page.
 */
import {
  PAGE_DATA_ELEMENT_ID,
  type PageRenderRequest,
  type RenderedPage,
  type RenderPage,
  type ServerRenderedPages,
} from '@staylane/domain';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The page at `url` (path and query), or undefined when the browser renders it itself. */
export type PageRenderer = (
  url: string,
  cookies: string | undefined,
  /** PUBLIC_URL, else the request's own origin: canonical and structured-data addresses. */
  siteUrl?: string,
) => Promise<RenderedPage | undefined>;

export interface WebRender {
  render: PageRenderer;
  /** The pages it renders, with their web modules. */
  pages: ServerRenderedPages;
}

/** What the render may ask the server for. */
export type PageRenderSources = Pick<PageRenderRequest, 'hotel' | 'offers' | 'place' | 'hotels'>;

/** The renderer built into `ssrDir`, or undefined when the web app was built without it. */
export async function loadPageRenderer(
  ssrDir: string,
  sources: PageRenderSources,
): Promise<WebRender | undefined> {
  const file = path.join(ssrDir, 'render-page.js');
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as {
    renderPage: RenderPage;
    SERVER_RENDERED_PAGES: ServerRenderedPages;
  };
  return {
    render: (url, cookies, siteUrl) => module.renderPage({ url, cookies, siteUrl, ...sources }),
    pages: module.SERVER_RENDERED_PAGES,
  };
}

const ROOT_ELEMENT = '<div id="root"></div>';
/** index.html's title and description, which a page's own head replaces. */
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;
const TEMPLATE_DESCRIPTION = /<meta\s+name="description"[^>]*>/;
/** The app's entry as Vite writes it into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/[\w./-]+)"><\/script>/;

/** Whether `template` (index.html) has the empty root element and the entry script. */
export function canHoldRender(template: string): boolean {
  return template.includes(ROOT_ELEMENT) && ENTRY_SCRIPT.test(template);
}

/**
 * `template` with the page's HTML in the root element and its data right after it. The app's
 * entry and the page's `modules` are not fetched at once but named on the web app's boot
 * script (apps/web/src/boot.js), which fetches them after the first paint: the page reads
 * without them, and fetched at once their ~100 KB would share a phone's bandwidth with the
 * stylesheet and the photos that paint waits for (its largest contentful paint).
 */
export function fillTemplate(template: string, page: RenderedPage, modules: string[]): string {
  const filled =
    `<div id="root">${page.html}</div>` +
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${page.data}</script>`;
  // Functions, so that "$" in the page is never read as a replacement pattern.
  const headed = page.head
    ? template
        .replace(TEMPLATE_TITLE, '')
        .replace(TEMPLATE_DESCRIPTION, '')
        .replace('</head>', () => `${page.head}</head>`)
    : template;
  return headed
    .replace(
      ENTRY_SCRIPT,
      (_, entry: string) =>
        `<script type="module" src="/boot.js" data-app="${entry}" data-modules="${modules.join(' ')}"></script>`,
    )
    .replace(ROOT_ELEMENT, () => filled);
}
