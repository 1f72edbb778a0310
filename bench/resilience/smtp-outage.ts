/**
 * The mail server down for a while (default 60 s) during bookings: every confirmation must
 * arrive exactly once afterwards. The SMTP server is an in-process `smtp-server` on a fixed
 * port, stopped and started again by this script; the outbox worker polls every 200 ms and
 * backs off (5 s, 10 s, 20 s, …) while the server is away.
 */
import { startSmtpSink, type SmtpSink } from '../../apps/server/src/test/smtp-sink.js';
import { bookStay, isoDay, login, GUEST } from '../lib/booking-client.js';
import { inventoryReport, seededBookingIds, withDatabase } from '../lib/inspect.js';
import { bookingIdOf, confirmationCounts, mailLosses } from '../lib/mail.js';
import { createDatabase, dropDatabase, query, runDatabaseName } from '../lib/postgres.js';
import { freePort, prepareData, removeDir, startServer, tempDataDir } from '../lib/server.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function smtpOutageRun(options: {
  downSeconds: number;
  settleSeconds: number;
}): Promise<string[]> {
  console.log(`\n## smtp: mail server down for ${options.downSeconds} s during bookings`);
  const dataDir = await tempDataDir('smtp');
  const dbName = runDatabaseName('smtp');
  const smtpPort = await freePort();
  const setup = {
    dataDir,
    databaseUrl: await createDatabase(dbName),
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_POLL_MS: '200' },
  };
  // The server's own test sink, started again on the same port after the outage; one entry
  // per message received by any of its runs (duplicates kept).
  const sinks: SmtpSink[] = [await startSmtpSink(smtpPort)];
  const received = () => sinks.flatMap((sink) => sink.messages).map(bookingIdOf);
  const lost: string[] = [];
  try {
    await prepareData(setup);
    const seeded = await withDatabase(setup, seededBookingIds);
    const server = await startServer(setup);
    const booked: number[] = [];
    try {
      const token = await login(server.url, GUEST.email, GUEST.password);
      const rooms: string[] = [];
      for (let hotel = 1; hotel <= 10; hotel += 1) {
        const body = (await (await fetch(`${server.url}/api/hotels/${hotel}`)).json()) as {
          data: { Rooms: Array<{ id: string; Units: number }> };
        };
        rooms.push(...body.data.Rooms.filter((r) => r.Units > 0).map((r) => r.id));
      }
      let n = 0;
      const book = async (count: number) => {
        for (let i = 0; i < count; i += 1) {
          n += 1;
          const start = 3 + n;
          const outcome = await bookStay(server.url, token, {
            roomId: rooms[n % rooms.length]!,
            checkInDate: isoDay(start),
            checkOutDate: isoDay(start + 1),
            guests: 1,
          });
          if (outcome.kind === 'booked') booked.push(outcome.bookingId);
          else lost.push(`booking attempt ${n} not booked: ${JSON.stringify(outcome)}`);
        }
      };
      await book(5);
      await sleep(1500);
      console.log(
        `mail server up: ${booked.length} bookings, ${received().length} confirmations received`,
      );
      await sinks.at(-1)!.close();
      const downAt = Date.now();
      console.log('mail server stopped');
      const beforeDown = booked.length;
      while (Date.now() - downAt < options.downSeconds * 1000) {
        await book(1);
        await sleep(Math.min(3000, options.downSeconds * 100));
      }
      console.log(`while it was down: ${booked.length - beforeDown} more bookings`);
      sinks.push(await startSmtpSink(smtpPort));
      console.log('mail server started again');
      await book(5);
      const deadline = Date.now() + options.settleSeconds * 1000;
      while (Date.now() < deadline && new Set(received()).size < booked.length) await sleep(500);
      await sleep(2000); // anything sent twice would arrive now
      console.log(
        `after ${((Date.now() - downAt) / 1000).toFixed(0)} s: ${booked.length} bookings, ${received().length} confirmations received`,
      );
    } finally {
      await server.stop();
    }
    lost.push(
      ...mailLosses(booked, confirmationCounts(sinks.flatMap((sink) => sink.messages)), seeded),
    );
    const outbox = await query<{ status: string; n: string }>(
      setup.databaseUrl,
      `select status, count(*) as n from mail_outbox group by status order by status`,
    );
    console.log(`outbox: ${outbox.map((r) => `${r.status} ${r.n}`).join(', ')}`);
    const report = await withDatabase(setup, inventoryReport);
    if (report.liveBookings - seeded.length !== booked.length) {
      lost.push(
        `${report.liveBookings - seeded.length} confirmed bookings in the database besides the seed's, ${booked.length} acknowledged`,
      );
    }
  } finally {
    await sinks.at(-1)!.close();
    await dropDatabase(dbName);
    await removeDir(dataDir);
  }
  console.log(
    lost.length ? `LOST: ${lost.join('; ')}` : 'lost: nothing (every confirmation exactly once)',
  );
  return lost;
}
