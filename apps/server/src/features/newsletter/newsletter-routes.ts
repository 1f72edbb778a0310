/**
 * Newsletter subscription (spec section 7). Subscribing twice is not an error and gives the
 * same answer, so the call does not tell who is subscribed; the welcome mail goes out once.
 */
import { newsletterSchema } from '@staylane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newsletterSubscriptions } from '../../db/schema.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { enqueueMail, newsletterWelcomeMail } from '../mail/index.js';

export const SUBSCRIBED = 'Newsletter subscription added. Thank you for suscribing';

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/emailsubscription',
    {
      config: { rateLimit: app.rateLimits.newsletter },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail address to the newsletter',
        body: newsletterSchema,
        response: { 200: z.object({ message: z.string() }), ...errorResponses(400, 415, 429) },
      },
    },
    async (request) => {
      const email = request.body.Email;
      await app.db.transaction(async (tx) => {
        const added = await tx
          .insert(newsletterSubscriptions)
          .values({ email })
          .onConflictDoNothing()
          .returning({ id: newsletterSubscriptions.id });
        if (added.length === 0) return;
        await enqueueMail(tx, newsletterWelcomeMail({ to: email }));
      });
      return { message: SUBSCRIBED };
    },
  );
};

export default newsletterRoutes;
