import { describe, expect, it } from 'vitest';
import { adminBookingQuerySchema, parseAdminBookingSort } from './admin-bookings';

describe('the admin reservations query', () => {
  it('reads empty form fields as no filter and fills the defaults', () => {
    expect(
      adminBookingQuerySchema.parse({ q: ' ', status: '', hotelId: '', stayFrom: '', sort: '' }),
    ).toEqual({ sort: 'created:desc', page: 1, pageSize: 20 });
  });

  it('reads the query string’s text as its values', () => {
    expect(
      adminBookingQuerySchema.parse({
        q: ' Berg ',
        status: 'cancellation_pending',
        hotelId: '12',
        stayFrom: '2030-01-01',
        stayTo: '2030-01-01',
        sort: 'total:asc',
        page: '3',
        pageSize: '5',
      }),
    ).toMatchObject({ q: 'Berg', hotelId: 12, page: 3, pageSize: 5, sort: 'total:asc' });
    expect(parseAdminBookingSort('total:asc')).toEqual({ column: 'total', direction: 'asc' });
  });

  it('refuses unknown statuses and sort columns, impossible dates and reversed ranges', () => {
    const problems = (input: Record<string, string>) => {
      const result = adminBookingQuerySchema.safeParse(input);
      return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
    };
    expect(problems({ status: 'paid' })).toEqual(['status']);
    expect(problems({ sort: 'password:asc' })).toEqual(['sort']);
    expect(problems({ sort: 'guest' })).toEqual(['sort']);
    expect(problems({ createdFrom: '2026-02-30' })).toEqual(['createdFrom']);
    expect(problems({ createdFrom: '2026-03-02', createdTo: '2026-03-01' })).toEqual(['createdTo']);
    expect(problems({ pageSize: '101' })).toEqual(['pageSize']);
  });
});
