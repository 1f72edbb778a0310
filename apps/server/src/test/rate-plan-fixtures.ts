/** Rate plans for tests: a room's Standard plan (the trigger made it) beside a derived one. */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { ratePlans } from '../db/schema.js';

export interface RoomPlans {
  standardId: number;
  nonRefundableId: number;
}

/**
 * The room's Standard plan and a new Non-refundable plan priced 10 % below it
 * (`percent` −1000 basis points), the plan most hotels add first.
 */
export async function withNonRefundablePlan(db: Database, roomId: number): Promise<RoomPlans> {
  const [standard] = await db
    .select({ id: ratePlans.id })
    .from(ratePlans)
    .where(eq(ratePlans.roomId, roomId));
  const [nonRefundable] = await db
    .insert(ratePlans)
    .values({
      roomId,
      kind: 'non_refundable',
      name: 'Non-refundable',
      refundable: false,
      pricing: 'percent',
      adjustmentBasisPoints: -1000,
      position: 1,
    })
    .returning({ id: ratePlans.id });
  return { standardId: standard!.id, nonRefundableId: nonRefundable!.id };
}
