/**
 * A rate plan's columns as every read of the plans selects them (the admin API's store and
 * loadPlanCalendars), so a new column of rate_plans is added in one place.
 */
import { ratePlans } from '../../db/schema.js';

export const ratePlanColumns = {
  id: ratePlans.id,
  roomId: ratePlans.roomId,
  kind: ratePlans.kind,
  name: ratePlans.name,
  description: ratePlans.description,
  refundable: ratePlans.refundable,
  breakfastIncluded: ratePlans.breakfastIncluded,
  pricing: ratePlans.pricing,
  adjustmentBasisPoints: ratePlans.adjustmentBasisPoints,
  adjustmentCents: ratePlans.adjustmentCents,
  lengthOfStayDiscounts: ratePlans.lengthOfStayDiscounts,
  onSale: ratePlans.onSale,
};
