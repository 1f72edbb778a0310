/** Formatting shared by the booking mails: amounts in dollars and text safe inside HTML. */
import { centsToDollars } from '@staylane/domain';

export const money = (cents: number) => `$${centsToDollars(cents).toFixed(2)}`;

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
