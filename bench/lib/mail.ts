/** Reading the confirmation mails a run's SMTP sink received. */

/** The booking a confirmation is for, from its text (quoted-printable soft breaks joined). */
export function bookingIdOf(message: string): number {
  const raw = message.replace(/=\r?\n/g, '');
  const id = /Booking number: (\d+)/.exec(raw)?.[1] ?? /\(booking (\d+)\)/.exec(raw)?.[1];
  return id ? Number(id) : -1;
}

/** How many times each booking's confirmation arrived. */
export function confirmationCounts(messages: string[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const id of messages.map(bookingIdOf)) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/**
 * Every booking's confirmation exactly once, and none for a booking neither in `booked` nor
 * seeded.
 * Answers what was lost.
 */
export function mailLosses(
  booked: number[],
  counts: Map<number, number>,
  /** Bookings made before the run (the demo seed's), whose mails may arrive too. */
  seeded: number[] = [],
): string[] {
  const lost: string[] = [];
  const never = booked.filter((id) => !counts.has(id));
  const twice = [...counts.entries()].filter(([, c]) => c > 1);
  const known = new Set([...booked, ...seeded]);
  const strangers = [...counts.keys()].filter((id) => !known.has(id));
  if (never.length)
    lost.push(
      `${never.length} confirmations never arrived (bookings ${never.slice(0, 20).join(', ')})`,
    );
  if (twice.length)
    lost.push(
      `${twice.length} confirmations arrived more than once (bookings ${twice
        .slice(0, 20)
        .map(([id, c]) => `${id}×${c}`)
        .join(', ')})`,
    );
  if (strangers.length) lost.push(`${strangers.length} mails for bookings not made here`);
  return lost;
}
