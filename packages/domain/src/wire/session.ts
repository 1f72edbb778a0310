/** Login sessions on the wire (decision 013): the Profile tab lists them and ends them. */
import { z } from 'zod';

export const sessionWireSchema = z.object({
  /** Random id; also the token's `sid` claim. */
  id: z.string(),
  /** When the session began (the login), ISO 8601. */
  started: z.string(),
  /** The last authenticated call, ISO 8601, to within a minute. */
  lastUsed: z.string(),
  /** The login's browser and system in words, e.g. "Chrome on Linux". */
  device: z.string(),
  /** The session of the token that asked. */
  current: z.boolean(),
  /** Began with a provisional password: may set a new password without the old one. */
  provisional: z.boolean(),
});
export type SessionWire = z.infer<typeof sessionWireSchema>;

export const SESSION_NOT_FOUND = 'This session does not exist';

/** `/api/users/me/sessions/:id`: a malformed id is a session that does not exist. */
export const sessionIdParamsSchema = z.object({
  id: z.string().max(100),
});
