/**
 * Blocking units of a room type for nights (decision 020): an administrator's
 * maintenance block (`POST /api/admin/blocks`) and the block as every answer shows it. Nights
 * run like a stay's: `from` is the first blocked night, `to` the morning after the last.
 */
import { z } from 'zod';
import { isIsoDate, nightsBetween } from '../dates';
import { idInputSchema, wireIdSchema } from '../wire/ids';
import { freeText } from './fields';

/** The longest block an administrator may place at once: a year of nights. */
export const BLOCK_NIGHTS_MAX = 366;
export const BLOCK_REASON_MAX = 200;

export const BLOCK_TEXTS = {
  roomRequired: 'Room is required',
  datesRequired: 'From and to must be dates (yyyy-mm-dd)',
  datesOrder: 'To must be after from',
  tooLong: `A block may cover at most ${BLOCK_NIGHTS_MAX} nights`,
  pastNights: 'Nights in the past cannot be blocked',
  unitsRange: 'Units must be a whole number of at least 1',
  unitsAboveRoom: 'The room has fewer units than that',
  reasonRequired: 'Reason is required',
  notFree: 'Not enough free units on every night: bookings or holds already take them',
  blockNotFound: 'Block not found',
  roomNotFound: 'Room not found',
} as const;

const isoDate = z.string(BLOCK_TEXTS.datesRequired).refine(isIsoDate, BLOCK_TEXTS.datesRequired);

export const roomBlockBodySchema = z
  .strictObject(
    {
      roomId: idInputSchema(BLOCK_TEXTS.roomRequired),
      from: isoDate,
      to: isoDate,
      units: z
        .number(BLOCK_TEXTS.unitsRange)
        .int(BLOCK_TEXTS.unitsRange)
        .min(1, BLOCK_TEXTS.unitsRange)
        .max(10_000, BLOCK_TEXTS.unitsAboveRoom),
      reason: freeText('Reason', BLOCK_REASON_MAX).trim().min(1, BLOCK_TEXTS.reasonRequired),
    },
    'The body must be an object',
  )
  .superRefine((block, ctx) => {
    // Zod runs this even when a date above was refused: those have their message already.
    if (!isIsoDate(block.from) || !isIsoDate(block.to)) return;
    const nights = nightsBetween(block.from, block.to);
    if (nights < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: BLOCK_TEXTS.datesOrder });
    else if (nights > BLOCK_NIGHTS_MAX)
      ctx.addIssue({ code: 'custom', path: ['to'], message: BLOCK_TEXTS.tooLong });
  });
export type RoomBlockBody = z.output<typeof roomBlockBodySchema>;

export const roomBlockWireSchema = z.object({
  id: wireIdSchema,
  roomId: wireIdSchema,
  from: z.string(),
  to: z.string(),
  units: z.number().int(),
  reason: z.string(),
  /** admin: maintenance; channel: imported from a channel's calendar feed. */
  source: z.enum(['admin', 'channel']),
  createdAt: z.string(),
});
export type RoomBlockWire = z.infer<typeof roomBlockWireSchema>;
