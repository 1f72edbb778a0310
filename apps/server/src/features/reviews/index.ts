/** What the reviews feature offers the rest of the server. */
export { enqueueDueReviewInvitations, startReviewInviter } from './review-invitations.js';
