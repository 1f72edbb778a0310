/**
 * A channel feed's blocks changed a batch at a time (docs/decisions/040-large-feeds-in-batches.md):
 * the same rows and counts as addBlock and removeBlock (decision 020), written set-based. One
 * statement locks the nights the batch touches, in night order as every writer does; one removes
 * the batch's gone blocks and gives their nights back; one inserts the new blocks from a JSON
 * array and takes their nights. A statement per event cost a 1 990-event feed about 8 000 round
 * trips, and on PGlite, where those run in this process without a turn of the event loop, every
 * other request waited for all of them.
 */
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.js';
import { lockNights } from './claim-units.js';

/** A stay a channel sold: one unit of the nights [checkIn, checkOut), under its event key. */
export interface ChannelStay {
  key: string;
  checkIn: string;
  checkOut: string;
}

/** A block of the feed that is to go. */
export interface ChannelBlock {
  id: number;
  checkIn: string;
  checkOut: string;
}

export interface ChannelBlockChanges {
  roomId: number;
  feedId: number;
  /** The new blocks' reason: the feed's name. */
  reason: string;
  remove: readonly ChannelBlock[];
  add: readonly ChannelStay[];
  now: Date;
}

/**
 * Removes and adds a feed's blocks in the caller's transaction, which has locked the feed's
 * row. A block already gone (another removal got there first) gives nothing back twice: the
 * DELETE answers only the rows it removed, after the nights' locks are held.
 */
export async function changeChannelBlocks(tx: Transaction, changes: ChannelBlockChanges) {
  const { roomId, feedId, remove, add, now } = changes;
  const stays = [...remove, ...add];
  if (stays.length === 0) return;
  // One range from the first check-in to the last check-out: its nights are locked in night
  // order by one statement, so the batch cannot deadlock with bookings or holds.
  let checkIn = stays[0]!.checkIn;
  let checkOut = stays[0]!.checkOut;
  for (const stay of stays) {
    if (stay.checkIn < checkIn) checkIn = stay.checkIn;
    if (stay.checkOut > checkOut) checkOut = stay.checkOut;
  }
  await lockNights(tx, { roomId, checkIn, checkOut, now });
  if (remove.length > 0) {
    await tx.execute(sql`
      with gone as (
        delete from room_blocks
         where feed_id = ${feedId}
           and id in (select value::int from jsonb_array_elements_text(${JSON.stringify(remove.map((block) => block.id))}::jsonb))
        returning check_in, check_out, units
      ), given as (
        select g.night::date as night, sum(gone.units)::int as units
          from gone, generate_series(gone.check_in, gone.check_out - 1, interval '1 day') as g(night)
         group by 1
      )
      update room_nights n set blocked = n.blocked - given.units
        from given
       where n.room_id = ${roomId} and n.night = given.night`);
  }
  if (add.length > 0) {
    // Data-modifying WITH parts run to completion whether or not the outer statement reads them.
    await tx.execute(sql`
      with stays as (
        select * from jsonb_to_recordset(${JSON.stringify(add)}::jsonb)
          as s(key text, "checkIn" date, "checkOut" date)
      ), added as (
        insert into room_blocks (room_id, check_in, check_out, units, reason, source, feed_id, event_key)
        select ${roomId}, "checkIn", "checkOut", 1, ${changes.reason}, 'channel', ${feedId}, key
          from stays
      ), taken as (
        select g.night::date as night, count(*)::int as units
          from stays, generate_series("checkIn", "checkOut" - 1, interval '1 day') as g(night)
         group by 1
      )
      update room_nights n set blocked = n.blocked + taken.units
        from taken
       where n.room_id = ${roomId} and n.night = taken.night`);
  }
}
