/**
 * Querystring of GET /api/hotels/:id: the stay whose free units each room shows. The spec's
 * detail page also carries id, city and guestnumber; they are accepted and change nothing.
 * (Candidate for packages/domain beside hotelSearchQuerySchema.)
 */
import { isIsoDate, nightsBetween, STAY_MESSAGES } from '@staylane/domain';
import { z } from 'zod';

const dateText = (message: string) => z.string().trim().refine(isIsoDate, message);
const ignored = z.string().max(100, 'Query values must be at most 100 characters long').optional();

export const hotelDetailQuerySchema = z
  .strictObject({
    checkInDate: dateText(STAY_MESSAGES.checkInInvalid).optional(),
    checkOutDate: dateText(STAY_MESSAGES.checkOutInvalid).optional(),
    guests: ignored,
    guestnumber: ignored,
    city: ignored,
    id: ignored,
  })
  .superRefine(({ checkInDate, checkOutDate }, ctx) => {
    if ((checkInDate === undefined) !== (checkOutDate === undefined)) {
      ctx.addIssue({
        code: 'custom',
        message: STAY_MESSAGES.bothDates,
        path: [checkInDate === undefined ? 'checkInDate' : 'checkOutDate'],
      });
    } else if (
      isIsoDate(checkInDate) &&
      isIsoDate(checkOutDate) &&
      nightsBetween(checkInDate, checkOutDate) < 1
    ) {
      ctx.addIssue({
        code: 'custom',
        message: STAY_MESSAGES.checkOutNotAfterCheckIn,
        path: ['checkOutDate'],
      });
    }
  });
