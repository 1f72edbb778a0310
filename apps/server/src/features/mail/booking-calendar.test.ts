import { afterEach, describe, expect, it } from 'vitest';
import { stayCalendar } from './booking-calendar.js';

const stay = {
  bookingId: 42,
  hotelName: 'Casa, Nueva; "Mar"',
  roomType: 'Suite',
  city: 'Valparaíso',
  country: 'Chile',
  checkIn: '2031-01-01',
  checkOut: '2031-01-04',
};

describe('the stay as a calendar event', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it.each(['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati'])(
    'covers the booked nights as whole days, whatever the server’s time zone (%s)',
    (timeZone) => {
      process.env.TZ = timeZone;
      const { content, contentType, filename } = stayCalendar(stay);
      expect(content).toMatch(/^BEGIN:VCALENDAR\r?\n/);
      expect(content).toContain('METHOD:PUBLISH');
      expect(content).toContain('UID:booking-42@staylane');
      expect(content).toContain('DTSTART;VALUE=DATE:20310101');
      expect(content).toContain('DTEND;VALUE=DATE:20310104');
      expect(contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
      expect(filename).toBe('staylane-booking-42.ics');
    },
  );

  it('escapes the characters iCalendar gives a meaning to', () => {
    const { content } = stayCalendar(stay);
    expect(content).toContain('SUMMARY:Casa\\, Nueva\\; "Mar": Suite');
    expect(content).toContain('LOCATION:Casa\\, Nueva\\; "Mar"\\, Valparaíso\\, Chile');
  });
});

describe('the stay’s cancellation as a calendar update', () => {
  it('cancels the confirmation’s event: METHOD:CANCEL, the same UID, a higher SEQUENCE', () => {
    const confirmation = stayCalendar(stay).content;
    const { content, contentType } = stayCalendar(stay, true);
    const uid = /^UID:.*$/m.exec(confirmation)![0];
    expect(content).toContain(uid);
    expect(content).toContain('METHOD:CANCEL');
    expect(content).toContain('STATUS:CANCELLED');
    const sequence = (ics: string) => Number(/^SEQUENCE:(\d+)/m.exec(ics)?.[1] ?? 0);
    expect(sequence(content)).toBeGreaterThan(sequence(confirmation));
    expect(contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
  });
});
