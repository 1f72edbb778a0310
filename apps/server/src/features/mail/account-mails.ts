/**
 * Mails the accounts code enqueues (design §4 and §6): the recovery password and the
 * newsletter welcome. Builders only: the caller passes the result to `enqueueMail`.
 */
import type { OutgoingMail } from './outbox.js';

export function provisionalPasswordMail(input: {
  to: string;
  fullName: string;
  password: string;
}): OutgoingMail {
  return {
    kind: 'provisional-password',
    to: input.to,
    subject: 'Your provisional Staylane password',
    text: [
      `Hello ${input.fullName},`,
      '',
      `Your provisional password is: ${input.password}`,
      '',
      'It works once, within one hour. Your usual password keeps working; after logging in,',
      'choose a new password in your profile.',
      '',
      'If you did not ask for this, ignore this mail: nothing changes on your account.',
    ].join('\n'),
  };
}

export function newsletterWelcomeMail(input: { to: string }): OutgoingMail {
  return {
    kind: 'newsletter-welcome',
    to: input.to,
    subject: 'Welcome to the Staylane newsletter',
    text: [
      'Thank you for subscribing to the Staylane newsletter.',
      '',
      'You will hear from us about new hotels and offers. To stop receiving it, reply to',
      'this mail with "unsubscribe".',
    ].join('\n'),
  };
}
