/**
 * The spec's way of searching: download every hotel (`GET /api/hotels` with no query), then
 * filter on the client with the domain's `hotelMatchesCity` and cut a page. Ours asks the
 * server for the page. Bytes are the body as sent (the server does not compress); the gzip
 * figure shows what a compressing proxy would send.
 */
import { gzipSync } from 'node:zlib';
import { hotelMatchesCity, pageOf, HOTELS_PER_PAGE, type PlacedHotel } from '@staylane/domain';
import { median } from '../lib/report.js';

export interface SearchCost {
  way: string;
  bytes: number;
  gzipBytes: number;
  ms: number;
  hotelsShown: number;
}

async function timed(url: string): Promise<{ text: string; ms: number }> {
  const started = performance.now();
  const response = await fetch(url);
  const text = await response.text();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return { text, ms: performance.now() - started };
}

export async function specWay(
  base: string,
  city: string,
  page: number,
  runs: number,
): Promise<SearchCost> {
  const times: number[] = [];
  let text = '';
  let shown = 0;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const fetched = await timed(`${base}/api/hotels`);
    text = fetched.text;
    const hotels = (JSON.parse(text) as { data: PlacedHotel[] }).data;
    shown = pageOf(
      hotels.filter((hotel) => hotelMatchesCity(hotel, city)),
      page,
      HOTELS_PER_PAGE,
    ).length;
    times.push(performance.now() - started);
  }
  return {
    way: `spec: every hotel, filtered on the client (page ${page})`,
    bytes: Buffer.byteLength(text),
    gzipBytes: gzipSync(text).length,
    ms: median(times),
    hotelsShown: shown,
  };
}

export async function ourWay(
  base: string,
  path: string,
  page: number,
  runs: number,
): Promise<SearchCost> {
  const times: number[] = [];
  let text = '';
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const fetched = await timed(`${base}${path}`);
    text = fetched.text;
    JSON.parse(text);
    times.push(performance.now() - started);
  }
  return {
    way: `ours: server search (page ${page})`,
    bytes: Buffer.byteLength(text),
    gzipBytes: gzipSync(text).length,
    ms: median(times),
    hotelsShown: (JSON.parse(text) as { data: unknown[] }).data.length,
  };
}
