/**
 * The data a server-rendered page was rendered with, handed to the browser inside the page:
 * a JSON script element (not executed, so the Content-Security-Policy has nothing to allow)
 * that seeds the query cache before the first render, which then hydrates the same HTML, and
 * names the day the server rendered it on (lib/today.ts).
 */
import { PAGE_DATA_ELEMENT_ID } from '@staylane/domain';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

interface PageQuery {
  key: QueryKey;
  data: unknown;
  updatedAt: number;
}

interface PageData {
  /** The server's today, in its time zone, when it rendered the page. */
  today: string;
  queries: PageQuery[];
}

/**
 * The day the page was rendered on and the successful queries of `client`, as the page's
 * data, safe inside a script element.
 */
export function pageDataJson(client: QueryClient, today: string): string {
  const queries: PageQuery[] = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({
      key: query.queryKey,
      data: query.state.data,
      updatedAt: query.state.dataUpdatedAt,
    }));
  // "<" escaped: no text in the data can close the script element.
  const data: PageData = { today, queries };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * Puts the page's data, if it has any, into `client`'s cache, and answers the day the page
 * was rendered on (undefined for a page the browser renders alone).
 */
export function seedFromPage(client: QueryClient, page: Document): string | undefined {
  const text = page.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as PageData;
    for (const query of data.queries) {
      client.setQueryData(query.key, query.data, { updatedAt: query.updatedAt });
    }
    return data.today;
  } catch {
    // Unreadable data only costs the fetches the page would make anyway; the first render
    // then differs from the server's HTML and React renders the page anew.
    return undefined;
  }
}
