import { ROLE_ADMIN } from '../../plugins/auth.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelBookingRequestBodySchema,
  cancellationQuoteWireSchema,
  dataEnvelope,
  errorEnvelopeSchema,
} from '@staylane/domain';
import { idParamsSchema } from '../../lib/route-schemas.js';
import {
  bookingBodySchema,
  bookingListQuerySchema,
  bookingListResponseSchema,
  bookingResponseSchema,
  DEFAULT_BOOKINGS_PAGE_SIZE,
  idempotencyHeadersSchema,
} from './booking-schemas.js';
import { allBookings, bookingsForUser, bookingsPage } from './bookings-repository.js';
import { cancelBookingFor, cancellationQuote } from './cancel-booking.js';
import { createBooking } from './create-booking.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
};

const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/bookings',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['bookings'],
        summary: 'Book your held room with your authorized payment',
        headers: idempotencyHeadersSchema,
        body: bookingBodySchema,
        response: { 200: bookingResponseSchema, 201: bookingResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { booking, replayed } = await createBooking(
        { db: app.db, provider: app.paymentProvider, log: request.log },
        {
          userId: request.user!.id,
          idempotencyKey: request.headers['idempotency-key'],
          holdId: body.holdId,
          paymentId: body.paymentId,
          specialReqs: body.SpecialReqs,
          fullName: body.fullName,
          email: body.email,
          phoneNumber: body.phoneNumber,
        },
      );
      return reply
        .status(replayed ? 200 : 201)
        .send({ message: replayed ? 'Booking already created' : 'Booking created', data: booking });
    },
  );

  app.get(
    '/api/bookings',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['bookings'],
        summary: 'Every booking, newest first (admin); one page of them with page or pageSize',
        querystring: bookingListQuerySchema,
        response: { 200: bookingListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      if (page === undefined && pageSize === undefined) {
        return { message: 'Bookings found', data: await allBookings(app.db) };
      }
      return {
        message: 'Bookings found',
        ...(await bookingsPage(app.db, page ?? 1, pageSize ?? DEFAULT_BOOKINGS_PAGE_SIZE)),
      };
    },
  );

  app.get(
    '/api/bookings/mine',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['bookings'],
        summary: 'Your bookings, newest first',
        response: { 200: bookingListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: 'Bookings found',
      data: await bookingsForUser(app.db, request.user!.id),
    }),
  );

  app.get(
    '/api/bookings/:id/cancellation',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['bookings'],
        summary: 'What cancelling your booking now would refund (nothing is cancelled)',
        params: idParamsSchema,
        response: { 200: dataEnvelope(cancellationQuoteWireSchema), ...errors },
      },
    },
    async (request) => ({
      message: 'Cancellation quote',
      data: await cancellationQuote(app.db, request.user!, request.params.id),
    }),
  );

  app.post(
    '/api/bookings/:id/cancel',
    {
      onRequest: app.requireUser,
      // An administrator may cancel anyone's booking: that cancellation is audited.
      config: { audited: true },
      schema: {
        tags: ['bookings'],
        summary:
          'Cancel your booking (refund by its policy), or as an admin anyone’s with a reason (full refund)',
        params: idParamsSchema,
        body: cancelBookingRequestBodySchema,
        response: { 200: bookingResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = request.user!;
      const booking = await cancelBookingFor(
        {
          db: app.db,
          provider: app.paymentProvider,
          log: request.log,
          ...(caller.role === ROLE_ADMIN && {
            onCancelled: (tx, before, after) =>
              app.recordAudit(request, tx, {
                ...{ action: 'booking.cancel', entityType: 'booking', entityId: before.id },
                ...{ hotelId: before.hotelId, before, after },
              }),
          }),
        },
        request.user!,
        request.params.id,
        request.body?.reason || undefined,
      );
      return {
        message:
          booking.status === 'cancelled'
            ? 'Booking cancelled'
            : 'Booking cancelled; the refund is being processed',
        data: booking,
      };
    },
  );
};

export default bookingRoutes;
