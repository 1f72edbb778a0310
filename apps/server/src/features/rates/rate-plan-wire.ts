/**
 * A rate plan as it travels (decision 014): its id and its room's id as text, like every other
 * id of ours; inside the server they stay the database's integers. The one wire mapping of a
 * plan: the plan routes and the rates grid answer through it.
 */
import { idToWire, type RatePlan, type RatePlanWire } from '@staylane/domain';

export type StoredRatePlan = RatePlan & { roomId: number };

export function ratePlanToWire({
  id,
  roomId,
  lengthOfStayDiscounts,
  ...plan
}: StoredRatePlan): RatePlanWire {
  return {
    ...plan,
    id: idToWire(id),
    roomId: idToWire(roomId),
    lengthOfStayDiscounts: lengthOfStayDiscounts.map(({ minNights, percent }) => ({
      minNights,
      percent,
    })),
  };
}
