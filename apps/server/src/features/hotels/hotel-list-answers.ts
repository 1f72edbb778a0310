/**
 * GET /api/hotels' answers to a search, kept until the inventory changes (decision 028). The
 * route and the list page's server render (its structured data names the hotels the page
 * shows) both ask this one service, so the render and the API cannot disagree.
 */
import {
  earliestTodayIso,
  hotelSearchQuerySchema,
  STAY_MESSAGES,
  type HotelSearchQuery,
  type HotelWire,
  type ListMeta,
} from '@staylane/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/app-error.js';
import { searchClock, searchHotels } from './hotel-search.js';
import { KeptAnswers } from './kept-answers.js';
import { EncodedAnswer } from './encoded-answer.js';
import { hotelsAsJson, type HotelWireCache } from './hotel-wire-cache.js';
import type { PlaceNames } from './place-names.js';

/** A check-in before the earliest today on earth is over at every hotel (decision 039). */
const checkInOverEverywhere = (query: HotelSearchQuery, now: Date) =>
  query.checkInDate !== undefined && query.checkInDate < earliestTodayIso(now);

type SearchApp = Pick<FastifyInstance, 'hotelReadsDb' | 'inventory'>;

export class HotelListAnswers {
  private readonly kept: KeptAnswers<EncodedAnswer>;

  constructor(
    private readonly app: SearchApp,
    private readonly wireCache: HotelWireCache,
    private readonly placeNames: PlaceNames,
  ) {
    this.kept = new KeptAnswers<EncodedAnswer>(app.inventory);
  }

  /**
   * The answer's JSON text ({ message, data, meta }) for a validated search; 400 for a
   * check-in already over everywhere on earth, so at every hotel (decision 039).
   */
  answer(query: HotelSearchQuery, now: Date = new Date()): Promise<EncodedAnswer> {
    const { app, wireCache, placeNames } = this;
    if (checkInOverEverywhere(query, now)) {
      const past = STAY_MESSAGES.checkInPast;
      return Promise.reject(badRequest(past, { checkInDate: past }));
    }
    // The parsed query decides the answer (its keys come in the schema's order), and near
    // today the quarter hour does too: which hotels' arrival day is over (searchClock).
    const key = JSON.stringify([query, searchClock(query.checkInDate, now)]);
    return this.kept.obtain(key, async () => {
      const [{ hotels, total }, place] = await Promise.all([
        searchHotels(app.hotelReadsDb, query, now),
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
    // The route refuses a check-in over everywhere: the page renders without an answer.
    if (checkInOverEverywhere(query.data, new Date())) return undefined;
    // The whole answer: the page hands it to the browser as the list's first request's.
    return JSON.parse((await this.answer(query.data)).json) as {
      message: string;
      data: HotelWire[];
      meta: ListMeta;
    };
  }
}
