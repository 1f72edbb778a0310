/**
 * Changes any process committed, heard as PostgreSQL notifications (LISTEN/NOTIFY): what lets
 * a process keep an answer built from the database until a write touches what it was built
 * from (decision 028). Triggers notify when a writing transaction commits (migration 0017); a
 * process listens on a connection of its own (PostgreSQL) or on PGlite itself.
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface NotificationListener {
  /** A transaction that notified on the channel committed, in this process or another. */
  changed(): void;
  /** Listening began, or began again after a lost connection (changes may have gone unheard). */
  listening(): void;
  /** The listening connection is gone: until `listening` again, changes go unheard. */
  lost(): void;
}

/**
 * A count of the changes heard on a channel: what is kept at one version is good until the
 * count moves. While changes could go unheard (the listening connection is lost) there is no
 * version, and nothing may be kept. Kept search answers use it.
 */
export class ChangeVersion implements NotificationListener {
  private counter = 0;
  private heard = false;

  /** The version things are kept at, or undefined while changes could go unheard. */
  get current(): number | undefined {
    return this.heard ? this.counter : undefined;
  }

  changed(): void {
    this.counter += 1;
  }

  listening(): void {
    // Whatever changed while nobody listened is unknown: nothing kept before counts.
    this.counter += 1;
    this.heard = true;
  }

  lost(): void {
    this.heard = false;
    this.counter += 1;
  }
}

export type Unlisten = () => Promise<void>;

/** How long a lost listening connection waits before connecting again. */
export const RELISTEN_AFTER_MS = 1_000;

function quotedChannel(channel: string): string {
  return `"${channel.replaceAll('"', '""')}"`;
}

/**
 * Listens on a PostgreSQL connection of its own, connecting again after RELISTEN_AFTER_MS
 * whenever it is lost. Resolves once the first attempt has listened or failed.
 */
export async function listenOnPostgres(
  databaseUrl: string,
  channel: string,
  listener: NotificationListener,
): Promise<Unlisten> {
  let current: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    current = client;
    let failed = false;
    const fail = () => {
      // Once per client, and never for the client `unlisten` closed.
      if (failed || current !== client) return;
      failed = true;
      current = undefined;
      listener.lost();
      client.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect(), RELISTEN_AFTER_MS).unref();
    };
    client.on('notification', (message) => {
      if (message.channel === channel) listener.changed();
    });
    client.on('error', fail);
    client.on('end', fail);
    try {
      await client.connect();
      await client.query(`listen ${quotedChannel(channel)}`);
      if (current === client) listener.listening();
    } catch {
      fail();
    }
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end().catch(() => {});
  };
}

/** Listens on PGlite, which runs in this process: its connection cannot be lost. */
export async function listenOnPglite(
  client: PGlite,
  channel: string,
  listener: NotificationListener,
): Promise<Unlisten> {
  const unlisten = await client.listen(channel, () => listener.changed());
  listener.listening();
  return async () => {
    if (!client.closed) await unlisten();
  };
}
