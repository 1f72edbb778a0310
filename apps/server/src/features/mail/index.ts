/** What the mail feature offers the rest of the server: the outbox and the mails it carries. */
export { enqueueMail, enqueueMailPerBooking } from './outbox.js';
export { bookingConfirmationMail } from './booking-confirmation-mail.js';
export { bookingCancellationMail } from './booking-cancellation-mail.js';
export { newsletterWelcomeMail, provisionalPasswordMail } from './account-mails.js';
export { reviewInvitationMail } from './review-invitation-mail.js';
