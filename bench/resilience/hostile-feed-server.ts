/**
 * The calendars an attacker (or a broken channel) serves, each at its own path of an HTTP
 * server on 127.0.0.1, with the health each must end in (the feed's own words,
 * apps/server/src/features/channels/feed-events.ts and feed-fetch.ts).
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { isoDay } from '../lib/booking-client.js';

export interface HostileFeed {
  path: string;
  /** What it is, for the report. */
  name: string;
  /** What the server must do about it, for the report. */
  defence: string;
  /** The health after a sync: `ok`, or the error's words. */
  health: string | RegExp;
}

const compact = (day: string) => day.replaceAll('-', '');
const calendar = (events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Hostile//EN', ...events, 'END:VCALENDAR', ''].join(
    '\r\n',
  );
const event = (uid: string, lines: string[]) =>
  ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT'].join('\r\n');
const allDay = (uid: string, from: number, to: number) =>
  event(uid, [
    `DTSTART;VALUE=DATE:${compact(isoDay(from))}`,
    `DTEND;VALUE=DATE:${compact(isoDay(to))}`,
  ]);
/** A timed event starting ten years ago at noon UTC that repeats by `rule`. */
const tenYearsOfRule = (uid: string, rule: string) =>
  event(uid, [
    `DTSTART:${compact(isoDay(-3_652))}T120000Z`,
    `DTEND:${compact(isoDay(-3_652))}T120100Z`,
    `RRULE:${rule}`,
  ]);

export const HOSTILE_FEEDS: HostileFeed[] = [
  {
    path: '/minutely.ics',
    name: 'one event repeating every minute since ten years ago (197 bytes)',
    defence: 'a plain rule with too many occurrences is refused without walking it',
    health: 'The calendar has more than 2000 events from today on',
  },
  {
    path: '/minutely-by.ics',
    name: 'every minute at seconds 0 and 30 since ten years ago (a rule that must be walked)',
    defence: 'the walk starts shortly before today and stops at 20 000 occurrences',
    health: /repeats its events too often|more than 2000 events|took too long/,
  },
  {
    path: '/uid-4mb.ics',
    name: 'one future event whose UID is 4 MB',
    defence: 'a long UID is kept as its SHA-256',
    health: 'ok',
  },
  {
    path: '/large.ics',
    name: '1 990 future events (under the 2 000 a feed may block)',
    defence: 'blocks written and deleted 25 per transaction, pausing between batches',
    health: 'ok',
  },
  {
    path: '/gzip-bomb.ics',
    name: 'a gzip body of 64 KB that inflates to 64 MB',
    defence: '5 MB counted after decompression, while streaming',
    // On a saturated machine inflating 5 MB a chunk at a time can outlast the 10 s limit.
    health: /larger than 5 MB|took longer than 10 s/,
  },
  {
    path: '/huge.ics',
    name: '50 MB streamed without a length',
    defence: '5 MB counted while streaming',
    health: 'The calendar is larger than 5 MB',
  },
  {
    path: '/drip.ics',
    name: 'a calendar sent a line every half second, never ending',
    defence: '10 s for the whole fetch, body included',
    health: /took longer than/,
  },
];

export interface HostileFeedServer {
  base: string;
  close(): Promise<void>;
}

export async function startHostileFeedServer(): Promise<HostileFeedServer> {
  const bodies = new Map<string, string>([
    ['/minutely.ics', calendar([tenYearsOfRule('minutely@hostile', 'FREQ=MINUTELY')])],
    [
      '/minutely-by.ics',
      calendar([tenYearsOfRule('minutely-by@hostile', 'FREQ=MINUTELY;BYSECOND=0,30')]),
    ],
    ['/uid-4mb.ics', calendar([allDay('u'.repeat(4 * 1024 * 1024), 30, 32)])],
    [
      '/large.ics',
      calendar(
        Array.from({ length: 1_990 }, (_, i) =>
          allDay(`large-${i}@hostile`, 2 + Math.floor(i / 4), 3 + Math.floor(i / 4)),
        ),
      ),
    ],
  ]);
  const bomb = gzipSync(
    Buffer.concat([Buffer.from('BEGIN:VCALENDAR\r\n'), Buffer.alloc(64 * 1024 * 1024, 'A')]),
  );
  const open = new Set<ServerResponse>();
  const server: Server = createServer((request, response) => {
    open.add(response);
    response.on('close', () => open.delete(response));
    response.on('error', () => undefined);
    const path = request.url ?? '/';
    const body = bodies.get(path);
    if (body !== undefined) {
      response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(body);
    } else if (path === '/gzip-bomb.ics') {
      response
        .writeHead(200, { 'content-type': 'text/calendar', 'content-encoding': 'gzip' })
        .end(bomb);
    } else if (path === '/huge.ics') {
      response.writeHead(200, { 'content-type': 'text/calendar' });
      response.write('BEGIN:VCALENDAR\r\n');
      const chunk = Buffer.alloc(64 * 1024, 'X');
      let sent = 0;
      const pump = () => {
        while (sent < 50 * 1024 * 1024 && !response.destroyed) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      pump();
    } else if (path === '/drip.ics') {
      response.writeHead(200, { 'content-type': 'text/calendar' });
      response.write('BEGIN:VCALENDAR\r\n');
      const timer = setInterval(() => response.write('X-DRIP:1\r\n'), 500);
      response.on('close', () => clearInterval(timer));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        for (const response of open) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
