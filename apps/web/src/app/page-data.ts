/**
 * The data a server-rendered page was rendered with, handed to the browser inside the page:
 * a JSON script element (not executed, so the Content-Security-Policy has nothing to allow)
 * that seeds the query cache before the first render, which then hydrates the same HTML.
 */
import { PAGE_DATA_ELEMENT_ID } from '@staylane/domain';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

interface PageQuery {
  key: QueryKey;
  data: unknown;
  updatedAt: number;
}

/** The successful queries of `client` as the page's data, safe inside a script element. */
export function pageDataJson(client: QueryClient): string {
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
  return JSON.stringify(queries).replace(/</g, '\\u003c');
}

/** Puts the page's data, if it has any, into `client`'s cache. */
export function seedFromPage(client: QueryClient, page: Document): void {
  const text = page.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return;
  try {
    for (const query of JSON.parse(text) as PageQuery[]) {
      client.setQueryData(query.key, query.data, { updatedAt: query.updatedAt });
    }
  } catch {
    // Unreadable data only costs the fetches the page would make anyway.
  }
}
