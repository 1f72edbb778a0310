/**
 * GET /api/hotels' answers to a search, kept until the inventory changes (decision 028). The
 * route and the list page's server render (its structured data names the hotels the page
 * shows) both ask this one service, so the render and the API cannot disagree.
 */
import {
  hotelSearchQuerySchema,
  type HotelSearchQuery,
  type HotelWire,
  type ListMeta,
} from '@staylane/domain';
import type { FastifyInstance } from 'fastify';
import { searchHotels } from './hotel-search.js';
import { KeptAnswers } from './kept-answers.js';
import { EncodedAnswer } from './encoded-answer.js';
import { hotelsAsJson, type HotelWireCache } from './hotel-wire-cache.js';
import type { PlaceNames } from './place-names.js';

type SearchApp = Pick<FastifyInstance, 'hotelReadsDb' | 'hotelsVersion' | 'inventory'>;

export class HotelListAnswers {
  private readonly kept: KeptAnswers<EncodedAnswer>;

  constructor(
    private readonly app: SearchApp,
    private readonly wireCache: HotelWireCache,
    private readonly placeNames: PlaceNames,
  ) {
    this.kept = new KeptAnswers<EncodedAnswer>(app.inventory);
  }

  /** The answer's JSON text ({ message, data, meta }) for a validated search. */
  answer(query: HotelSearchQuery): Promise<EncodedAnswer> {
    const { app, wireCache, placeNames } = this;
    // The parsed query decides the answer: its keys come in the schema's order.
    return this.kept.obtain(JSON.stringify(query), async () => {
      const [{ hotels, total }, place] = await Promise.all([
        searchHotels(app.hotelReadsDb, query),
        query.city ? placeNames.find(query.city) : undefined,
      ]);
      const { page, pageSize } = query;
      const meta = { total, page, pageSize, pageCount: Math.ceil(total / pageSize) };
      // JSON text joined from the hotels' cached JSON (hotelsAsJson): the same answer as
      // { message, data, meta } serialised, without building and serialising it per request.
      const data = await hotelsAsJson(app.hotelReadsDb, wireCache, hotels);
      const metaJson = JSON.stringify(place === undefined ? meta : { ...meta, place });
      return new EncodedAnswer(`{"message":"Hotels","data":${data},"meta":${metaJson}}`);
    });
  }

  /**
   * The answer to a search as the list page's address gives it, checked as the route checks
   * its query; undefined when the route would refuse it or it asks for nothing (the route's
   * every-hotel list has no page).
   */
  async forPage(
    given: Record<string, string | number | undefined>,
  ): Promise<{ message: string; data: HotelWire[]; meta: ListMeta } | undefined> {
    const texts = Object.entries(given)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]);
    const query = hotelSearchQuerySchema.safeParse(Object.fromEntries(texts));
    if (texts.length === 0 || !query.success) return undefined;
    // The whole answer: the page hands it to the browser as the list's first request's.
    return JSON.parse((await this.answer(query.data)).json) as {
      message: string;
      data: HotelWire[];
      meta: ListMeta;
    };
  }
}
