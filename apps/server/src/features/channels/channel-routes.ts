/**
 * Channel sync over iCalendar (decision 021): each room type's secret export
 * address and its rotation, the channels' calendars imported into it with their health, the
 * conflicts between imported nights and bookings here, and the public feed channels read.
 */
import { createHash } from 'node:crypto';
import {
  CHANNEL_TEXTS,
  calendarConflictWireSchema,
  calendarExportWireSchema,
  calendarFeedBodySchema,
  calendarFeedWireSchema,
  dataEnvelope,
  errorEnvelopeSchema,
  idInputSchema,
  idToWire,
} from '@staylane/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.js';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarExports, calendarFeeds, rooms } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import { listConflicts } from './calendar-conflicts.js';
import {
  exportCalendar,
  exportOf,
  FEED_TOKEN,
  fullRuns,
  rotateExport,
  type CalendarExportRow,
} from './calendar-export.js';
import { feedsWithHealth } from './calendar-feeds.js';
import { webAddress, type FetchOptions } from './feed-fetch.js';
import { deleteFeed, syncFeed } from './feed-sync.js';
import { calendarExportSnapshot, calendarFeedSnapshot, hotelOfRoom } from '../audit/index.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};

const roomParams = z.object({ id: idInputSchema(CHANNEL_TEXTS.roomNotFound) });
const feedParams = z.object({ id: idInputSchema(CHANNEL_TEXTS.feedNotFound) });
const FEED_NOT_FOUND = 'Calendar not found';
/** Changes whenever exportCalendar writes the same nights differently (a new ETag for all). */
const EXPORT_FORMAT = 1;

export interface ChannelRoutesOptions {
  /** The feed fetch's limits; tests shorten the time-out. */
  fetch?: FetchOptions;
}

/** Our public origin: PUBLIC_URL, else the address the request came to. */
const siteOf = (request: FastifyRequest, publicUrl?: string) =>
  publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;

const channelRoutes: FastifyPluginAsyncZod<ChannelRoutesOptions> = async (app, options) => {
  const exportToWire = (request: FastifyRequest, row: CalendarExportRow) => ({
    roomId: idToWire(row.roomId),
    url: `${siteOf(request, app.config.PUBLIC_URL)}/ical/${row.token}.ics`,
    rotatedAt: row.rotatedAt.toISOString(),
  });

  const feedOrFail = async (feedId: number) => {
    const [feed] = await feedsWithHealth(app.db, { feedId });
    if (!feed) throw notFound(CHANNEL_TEXTS.feedNotFound);
    return feed;
  };

  app.get(
    '/api/rooms/:id/calendar',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['channels'],
        summary: "The room type's secret calendar address for channels (admin)",
        description:
          'Made on first use. Whoever has the address can read which nights have no unit left.',
        params: roomParams,
        response: { 200: dataEnvelope(calendarExportWireSchema), ...errors },
      },
    },
    async (request) => {
      const row = await exportOf(app.db, request.params.id);
      if (!row) throw notFound(CHANNEL_TEXTS.roomNotFound);
      return { message: 'Calendar address', data: exportToWire(request, row) };
    },
  );

  app.post(
    '/api/rooms/:id/calendar/rotate',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['channels'],
        summary:
          'A new secret calendar address for the room type; the old one stops at once (admin)',
        params: roomParams,
        response: { 200: dataEnvelope(calendarExportWireSchema), ...errors },
      },
    },
    async (request) => {
      const roomId = request.params.id;
      const row = await app.audited(request, async (tx, record) => {
        const before = await calendarExportSnapshot(tx, roomId);
        const rotated = await rotateExport(tx, roomId);
        if (!rotated) throw notFound(CHANNEL_TEXTS.roomNotFound);
        await record({
          ...{ action: 'channel_export.rotate', entityType: 'room', entityId: roomId, before },
          ...{ hotelId: await hotelOfRoom(tx, roomId) },
          after: await calendarExportSnapshot(tx, roomId),
        });
        return rotated;
      });
      return { message: 'Calendar address changed', data: exportToWire(request, row) };
    },
  );

  app.get(
    '/api/rooms/:id/calendar-feeds',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['channels'],
        summary: "The channels' calendars imported into the room type, with their health (admin)",
        params: roomParams,
        response: { 200: dataEnvelope(z.array(calendarFeedWireSchema)), ...errors },
      },
    },
    async (request) => {
      const [room] = await app.db
        .select({ id: rooms.id })
        .from(rooms)
        .where(eq(rooms.id, request.params.id));
      if (!room) throw notFound(CHANNEL_TEXTS.roomNotFound);
      return {
        message: 'Calendar feeds',
        data: await feedsWithHealth(app.db, { roomId: request.params.id }),
      };
    },
  );

  app.post(
    '/api/rooms/:id/calendar-feeds',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['channels'],
        summary: "Import a channel's calendar into the room type: each event blocks a unit (admin)",
        description:
          'The calendar is read once before the answer, then every sync interval (ICAL_SYNC_MS) or at once with POST /api/calendar-feeds/{id}/sync.',
        params: roomParams,
        body: calendarFeedBodySchema,
        response: { 201: dataEnvelope(calendarFeedWireSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { name, url } = request.body;
      if (!webAddress(url))
        throw badRequest(CHANNEL_TEXTS.urlInvalid, { url: CHANNEL_TEXTS.urlInvalid });
      const feed = await app.audited(request, async (tx, record) => {
        const [room] = await tx
          .select({ id: rooms.id, hotelId: rooms.hotelId })
          .from(rooms)
          .where(eq(rooms.id, request.params.id));
        if (!room) throw notFound(CHANNEL_TEXTS.roomNotFound);
        const [added] = await tx
          .insert(calendarFeeds)
          .values({ roomId: room.id, name, url })
          .returning({ id: calendarFeeds.id });
        await record({
          ...{ action: 'channel_feed.create', entityType: 'calendar_feed', entityId: added!.id },
          ...{ hotelId: room.hotelId, after: await calendarFeedSnapshot(tx, added!.id) },
        });
        return added;
      });
      // Read once at once (docs/decisions/033-back-office.md): the admin who adds a feed sees
      // its nights and its health in the answer instead of "never synced" until the worker's
      // next round. The feed's own faults become its health; anything else is logged and the
      // worker tries again, since the feed itself was added.
      try {
        await syncFeed(app.db, feed!.id, options.fetch);
      } catch (error) {
        request.log.error({ err: error, feedId: feed!.id }, 'first calendar feed sync failed');
      }
      return reply
        .status(201)
        .send({ message: 'Calendar feed added', data: await feedOrFail(feed!.id) });
    },
  );

  app.get(
    '/api/calendar-feeds/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['channels'],
        summary: "A channel calendar's health (admin)",
        params: feedParams,
        response: { 200: dataEnvelope(calendarFeedWireSchema), ...errors },
      },
    },
    async (request) => ({ message: 'Calendar feed', data: await feedOrFail(request.params.id) }),
  );

  app.delete(
    '/api/calendar-feeds/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['channels'],
        summary: "Stop importing a channel's calendar, giving its nights back (admin)",
        params: feedParams,
        response: { 200: dataEnvelope(calendarFeedWireSchema), ...errors },
      },
    },
    async (request) => {
      const feed = await feedOrFail(request.params.id);
      const audit = async (tx: Transaction, row: { id: number; roomId: number }) => {
        await app.recordAudit(request, tx, {
          ...{ action: 'channel_feed.delete', entityType: 'calendar_feed', entityId: row.id },
          hotelId: await hotelOfRoom(tx, row.roomId),
          before: await calendarFeedSnapshot(tx, row.id),
        });
      };
      if (!(await deleteFeed(app.db, request.params.id, new Date(), audit))) {
        throw notFound(CHANNEL_TEXTS.feedNotFound);
      }
      return { message: 'Calendar feed removed', data: { ...feed, blocksActive: 0 } };
    },
  );

  app.post(
    '/api/calendar-feeds/:id/sync',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['channels'],
        summary: "Read a channel's calendar now and answer its health (admin)",
        description:
          'When another server process is syncing it right now, answers the health as it is.',
        params: feedParams,
        response: { 200: dataEnvelope(calendarFeedWireSchema), ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const feed = await feedOrFail(id);
      const before = await calendarFeedSnapshot(app.db, id);
      await syncFeed(app.db, id, options.fetch);
      // A sync writes in batches of its own (decision 040) and may be the worker's, already
      // running: its entry follows in a transaction of its own, with the feed before and after.
      await app.audited(request, async (tx, record) => {
        await record({
          ...{ action: 'channel_feed.sync', entityType: 'calendar_feed', entityId: id, before },
          hotelId: await hotelOfRoom(tx, Number(feed.roomId)),
          after: await calendarFeedSnapshot(tx, id),
        });
      });
      return { message: 'Calendar feed synced', data: await feedOrFail(request.params.id) };
    },
  );

  app.get(
    '/api/calendar-conflicts',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['channels'],
        summary: 'Nights a channel sold that a booking here also holds (admin)',
        response: { 200: dataEnvelope(z.array(calendarConflictWireSchema)), ...errors },
      },
    },
    async () => ({ message: 'Calendar conflicts', data: await listConflicts(app.db) }),
  );

  app.get(
    '/ical/:file',
    {
      config: { rateLimit: app.rateLimits.calendarFeed },
      schema: {
        tags: ['channels'],
        summary: "A room type's calendar for channels (RFC 5545), at its secret address",
        description:
          'One all-day event per run of nights on which the room type has no unit left. ETag and If-None-Match answer 304 when nothing changed.',
        params: z.object({ file: z.string() }),
        response: {
          200: z.string().describe('text/calendar; charset=utf-8'),
          304: z.null().describe('Not modified'),
          404: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      if (!request.params.file.endsWith('.ics') || !FEED_TOKEN.test(token)) {
        throw notFound(FEED_NOT_FOUND);
      }
      const [row] = await app.db
        .select({ roomId: calendarExports.roomId })
        .from(calendarExports)
        .where(eq(calendarExports.token, token));
      if (!row) throw notFound(FEED_NOT_FOUND);
      const now = new Date();
      const uidHost = new URL(siteOf(request, app.config.PUBLIC_URL)).host;
      const room = await fullRuns(app.db, row.roomId, now);
      // The body is a function of the nights, the names, the host and the day (its DTSTAMP):
      // their hash is the ETag, so an unchanged calendar answers 304 without being written.
      const day = now.toISOString().slice(0, 10);
      const inputs = JSON.stringify([row.roomId, room, uidHost, day, EXPORT_FORMAT]);
      const etag = `"${createHash('sha256').update(inputs).digest('base64url')}"`;
      void reply
        .header('etag', etag)
        .header('cache-control', 'private, max-age=300')
        .header('content-type', 'text/calendar; charset=utf-8');
      const asked = request.headers['if-none-match'];
      if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return reply.status(304).send(null);
      }
      return reply.send(exportCalendar(row.roomId, room, uidHost, now));
    },
  );
};

export default channelRoutes;
