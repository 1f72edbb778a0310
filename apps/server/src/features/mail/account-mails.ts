/**
 * Mails the accounts code enqueues (DESIGN §4 and §6): the recovery password and the
 * newsletter welcome. Builders only: the caller passes the result to `enqueueMail`.
 */
import type { OutgoingMail } from './outbox.js';

export function provisionalPasswordMail(input: {
  to: string;
  fullName: string;
  password: string;
  /** How long the password works, in minutes. */
  validMinutes: number;
}): OutgoingMail {
  const text = [
    `Hello ${input.fullName},`,
    '',
    `Someone asked to recover the password of your Staylane account. Your provisional password is:`,
    '',
    `    ${input.password}`,
    '',
    `It works once, within the next ${input.validMinutes} minutes; your own password keeps working too.`,
    'Change your password from your dashboard after you log in.',
    '',
    'If you did not ask for this, you can ignore this e-mail.',
    '',
    'Staylane',
  ].join('\n');
  return {
    kind: 'provisional-password',
    to: input.to,
    subject: 'Your Staylane provisional password',
    text,
  };
}

export function newsletterWelcomeMail(input: { to: string }): OutgoingMail {
  const text = [
    'Welcome to the Staylane newsletter!',
    '',
    'You will hear from us about new hotels, trending destinations and our best offers.',
    '',
    'Staylane',
  ].join('\n');
  return {
    kind: 'newsletter-welcome',
    to: input.to,
    subject: 'Welcome to the Staylane newsletter',
    text,
  };
}
