import { describe, expect, it } from 'vitest';
import { holdDeadline } from './use-booking-flow';

describe('the hold countdown on the page', () => {
  const requestedAt = Date.UTC(2030, 4, 1, 10, 0, 0);

  it('lasts ten minutes from the request for a new hold', () => {
    expect(holdDeadline(requestedAt, 600)).toBe(requestedAt + 600_000);
    expect(holdDeadline(requestedAt)).toBe(requestedAt + 600_000);
  });

  it('lasts only what the server granted a renewal near 20 minutes per stay', () => {
    expect(holdDeadline(requestedAt, 200)).toBe(requestedAt + 200_000);
  });
});
