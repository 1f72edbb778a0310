import { describe, expect, it } from 'vitest';
import { loggableUrl } from './loggable-url.js';

describe('what the log keeps of an address', () => {
  it("replaces a channel feed's token, the secret of its address", () => {
    expect(loggableUrl('/ical/Zm9vYmFyYmF6cXV4LXNlY3JldC10b2tlbg.ics')).toBe('/ical/[redacted]');
  });

  it("keeps a query's names and drops what was typed into them", () => {
    expect(loggableUrl('/api/admin/bookings?q=gus%40example.com&status=confirmed&q=x')).toBe(
      '/api/admin/bookings?q=…&status=…',
    );
    expect(loggableUrl('/api/hotels/12')).toBe('/api/hotels/12');
  });
});
