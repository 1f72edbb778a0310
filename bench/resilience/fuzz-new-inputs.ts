/**
 * Hand-made hostile values for the inputs added since the fuzz run was written, sent to every
 * call that takes them (besides the random requests of fuzz-requests.ts, which draw the same
 * values by field name from fuzz-values.ts): channel feed addresses of every form, calendar
 * and report ranges, the CSV export's search text, a cancellation without a body or with an
 * odd one, the hold a guest resumes, multipart uploads with odd parts, hotels and rooms as an
 * import writes them (arrays, nulls, numbers as text), phone numbers, and the address a
 * signed-out visitor returns to after signing in.
 */
import type { FuzzRequest, Tokens } from './fuzz-requests.js';
import { CONTROL_CHARACTERS as control, HOSTILE_VALUES } from './fuzz-values.js';

export interface Sample {
  /**
   * A stored hotel as its payload (the fields POST /api/hotels takes, which an export writes
   * and an import reads), without its rooms; `rooms` are its rooms' payloads.
   */
  hotel: Record<string, unknown>;
  rooms: Array<Record<string, unknown>>;
  roomId: string;
  hotelId: string;
  /** The signed-in guest's bookings' ids. */
  bookingIds: string[];
  /** The signed-in guest's id and profile, as PUT /api/users/{id} takes it. */
  guestId: string;
  guest: Record<string, unknown>;
}

const request = (
  tokens: Tokens,
  who: FuzzRequest['who'],
  operation: string,
  method: string,
  url: string,
  body?: string,
  headers: Record<string, string> = {},
): FuzzRequest => {
  const sent: Record<string, string> = {};
  if (body !== undefined) sent['content-type'] = 'application/json';
  Object.assign(sent, headers);
  if (who === 'guest') sent.authorization = `Bearer ${tokens.guest}`;
  if (who === 'admin') sent.authorization = `Bearer ${tokens.admin}`;
  return { operation, method, url, headers: sent, body, who };
};

/** The same hotel with one field changed to each thing an import may write instead. */
function importLikeBodies(value: Record<string, unknown>): string[] {
  const bodies: string[] = [];
  for (const [key, field] of Object.entries(value)) {
    const variants: unknown[] = [null, [field], typeof field === 'number' ? String(field) : 7];
    if (typeof field === 'string' && /^-?\d+(\.\d+)?$/.test(field)) variants.push(Number(field));
    if (Array.isArray(field)) variants.push({ 0: field[0] }, field.join('-/-'), [null]);
    for (const variant of variants) bodies.push(JSON.stringify({ ...value, [key]: variant }));
  }
  bodies.push(JSON.stringify([value]), 'null', JSON.stringify({ ...value, Rooms: 'none' }));
  return bodies;
}

/** Multipart bodies with odd parts, each with its content type. */
function multipartBodies(): Array<{ body: string; type: string }> {
  const boundary = 'fuzzBoundary';
  const type = `multipart/form-data; boundary=${boundary}`;
  const part = (headers: string, content: string) =>
    `--${boundary}\r\n${headers}\r\n\r\n${content}\r\n`;
  const end = `--${boundary}--\r\n`;
  const png = '\u0089PNG\r\n\u001a\n';
  return [
    { body: end, type },
    { body: '', type },
    { body: part('Content-Disposition: form-data; name="files"', 'not a file') + end, type },
    {
      body:
        part(
          'Content-Disposition: form-data; name="files"; filename="../../etc/passwd"\r\nContent-Type: image/png',
          png,
        ) + end,
      type,
    },
    {
      body:
        part(
          'Content-Disposition: form-data; name="files"; filename="a\u0000b.png"\r\nContent-Type: image/png',
          png,
        ) + end,
      type,
    },
    {
      body:
        part(
          `Content-Disposition: form-data; name="files"; filename="${'n'.repeat(5_000)}.png"\r\nContent-Type: image/png`,
          png,
        ) + end,
      type,
    },
    {
      body:
        part(
          'Content-Disposition: form-data; name="files"; filename="x.png"\r\nContent-Type: image/png',
          '',
        ) + end,
      type,
    },
    {
      body:
        part(
          'Content-Disposition: form-data; name="files"; filename="x.png"\r\nContent-Type: text/html',
          '<script>alert(1)</script>',
        ) + end,
      type,
    },
    {
      body: Array.from({ length: 60 }, (_, i) =>
        part(
          `Content-Disposition: form-data; name="files"; filename="f${i}.png"\r\nContent-Type: image/png`,
          png,
        ),
      ).join(''),
      type,
    },
    {
      body: part('Content-Disposition: form-data; filename="x.png"', png) + end,
      type,
    },
    { body: part(`X-Long: ${'h'.repeat(100_000)}`, 'x') + end, type },
    {
      body: part('Content-Disposition: form-data; name="files"; filename="x.png"', png),
      type,
    },
    {
      body: part('Content-Disposition: form-data; name="a"', 'b') + end,
      type: 'multipart/form-data',
    },
    { body: end, type: 'multipart/form-data; boundary=' },
    { body: end, type: `multipart/mixed; boundary=${boundary}` },
  ];
}

/** Every hand-made request, sent after the random ones and before those ending sessions. */
export function newInputRequests(tokens: Tokens, sample: Sample): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  const q = (pairs: Record<string, string>) => new URLSearchParams(pairs).toString();

  // Channel feed addresses (adding a feed reads it at once) and odd names.
  const addFeed = 'POST /api/rooms/{id}/calendar-feeds';
  for (const url of HOSTILE_VALUES.url)
    requests.push(
      request(
        tokens,
        'admin',
        addFeed,
        'POST',
        `/api/rooms/${sample.roomId}/calendar-feeds`,
        JSON.stringify({ name: 'Fuzzed channel', url }),
      ),
    );
  for (const name of ['', ' ', 'a\u0000b', `a${control}b`, 'n'.repeat(10_000), '<script>'])
    requests.push(
      request(
        tokens,
        'admin',
        addFeed,
        'POST',
        `/api/rooms/${sample.roomId}/calendar-feeds`,
        JSON.stringify({ name, url: 'http://10.0.0.1/feed.ics' }),
      ),
    );

  // Ranges: the admin calendar, the reports and the admin list of bookings.
  const days = HOSTILE_VALUES.day;
  for (const [i, from] of days.entries()) {
    const to = days[(i + 3) % days.length]!;
    requests.push(
      request(
        tokens,
        'admin',
        'GET /api/admin/hotels/{id}/calendar',
        'GET',
        `/api/admin/hotels/${sample.hotelId}/calendar?${q({ from, to })}`,
      ),
      request(
        tokens,
        'admin',
        'GET /api/admin/hotels/{id}/calendar',
        'GET',
        `/api/admin/hotels/${sample.hotelId}/calendar?${q({ from })}`,
      ),
      request(
        tokens,
        'admin',
        'GET /api/admin/reports',
        'GET',
        `/api/admin/reports?${q({ from, to })}`,
      ),
      request(
        tokens,
        'admin',
        'GET /api/admin/bookings',
        'GET',
        `/api/admin/bookings?${q({ stayFrom: from, stayTo: to, createdFrom: to })}`,
      ),
    );
  }
  requests.push(
    request(
      tokens,
      'admin',
      'GET /api/admin/hotels/{id}/calendar',
      'GET',
      `/api/admin/hotels/${sample.hotelId}/calendar?${q({ from: '2026-12-01', to: '2026-11-01' })}`,
    ),
    request(
      tokens,
      'admin',
      'GET /api/admin/reports',
      'GET',
      `/api/admin/reports?${q({ from: '0001-01-01', to: '9999-12-31' })}`,
    ),
  );

  // The CSV export's search text, with and without gzip, and the list's.
  for (const text of HOSTILE_VALUES.search) {
    for (const encoding of ['gzip', 'identity'])
      requests.push(
        request(
          tokens,
          'admin',
          'GET /api/admin/bookings.csv',
          'GET',
          `/api/admin/bookings.csv?${q({ q: text })}`,
          undefined,
          { 'accept-encoding': encoding },
        ),
      );
    requests.push(
      request(
        tokens,
        'admin',
        'GET /api/admin/bookings',
        'GET',
        `/api/admin/bookings?${q({ q: text })}`,
      ),
      request(
        tokens,
        'admin',
        'GET /api/admin/hotels',
        'GET',
        `/api/admin/hotels?${q({ q: text })}`,
      ),
    );
  }

  // A cancellation with no body at all (curl -X POST), an empty one, and odd ones.
  const cancel = 'POST /api/bookings/{id}/cancel';
  // The guest's own bookings first: the first cancel with no body at all cancels one.
  for (const id of [...sample.bookingIds.slice(0, 2), '999999']) {
    const url = `/api/bookings/${id}/cancel`;
    requests.push(
      request(tokens, 'guest', cancel, 'POST', url),
      request(tokens, 'guest', cancel, 'POST', url, undefined, { 'content-length': '0' }),
      request(tokens, 'guest', cancel, 'POST', url, ''),
      ...[
        'null',
        '[]',
        '"x"',
        '0',
        '{"reason":null}',
        '{"reason":5}',
        '{"reason":"a\\u0000b"}',
        `{"reason":"${'r'.repeat(20_000)}"}`,
        '{',
      ].map((body) => request(tokens, 'guest', cancel, 'POST', url, body)),
      request(tokens, 'guest', cancel, 'POST', url, 'reason=x', { 'content-type': 'text/plain' }),
    );
  }

  // The hold a guest resumes: every form of the stay it is looked up by.
  for (const who of ['guest', 'none', 'forged', 'admin'] as const)
    for (const pairs of [
      {} as Record<string, string>,
      { hotelId: sample.hotelId, checkInDate: '2026-12-10', checkOutDate: '2026-12-12' },
      { hotelId: sample.hotelId, checkInDate: '9999-12-30', checkOutDate: '9999-12-31' },
      { hotelId: 'x', checkInDate: '2026-12-12', checkOutDate: '2026-12-10' },
      { hotelId: sample.hotelId, checkInDate: '2026-12-10\u0000', checkOutDate: '' },
      {
        hotelId: '99999999999999999999',
        checkInDate: '2026-12-10',
        checkOutDate: '2026-12-12',
        x: '1',
      },
    ])
      requests.push(request(tokens, who, 'GET /api/holds', 'GET', `/api/holds?${q(pairs)}`));

  // Uploads with odd parts.
  for (const { body, type } of multipartBodies())
    for (const who of ['admin', 'guest'] as const)
      requests.push(
        request(tokens, who, 'POST /test-formdata', 'POST', '/test-formdata', body, {
          'content-type': type,
        }),
      );

  // Hotels and rooms as an import writes them: the stored hotel with one field changed at a
  // time, its first room's fields changed inside it too; a new hotel goes without its code.
  const { hotel, rooms } = sample;
  const Rooms = { create: rooms };
  const { HotelId: _code, ...newHotel } = hotel;
  const roomVariants = importLikeBodies(rooms[0] ?? {});
  for (const body of importLikeBodies({ ...hotel, Rooms }))
    requests.push(
      request(
        tokens,
        'admin',
        'PUT /api/hotels/{id}',
        'PUT',
        `/api/hotels/${sample.hotelId}`,
        body,
      ),
    );
  for (const body of importLikeBodies({ ...newHotel, Rooms }))
    requests.push(request(tokens, 'admin', 'POST /api/hotels', 'POST', '/api/hotels', body));
  for (const room of roomVariants) {
    requests.push(
      request(tokens, 'admin', 'PUT /api/rooms/{id}', 'PUT', `/api/rooms/${sample.roomId}`, room),
      request(
        tokens,
        'admin',
        'POST /api/hotels',
        'POST',
        '/api/hotels',
        `{"HotelName":"Imported","loc_City":"Porto","loc_Country":"Portugal","Rooms":{"create":[${room}]}}`,
      ),
    );
  }
  for (const phone of HOSTILE_VALUES.phone) {
    requests.push(
      request(
        tokens,
        'admin',
        'PUT /api/hotels/{id}',
        'PUT',
        `/api/hotels/${sample.hotelId}`,
        JSON.stringify({ ...hotel, Rooms, PhoneNumber: phone }),
      ),
      request(
        tokens,
        'guest',
        'PUT /api/users/{id}',
        'PUT',
        `/api/users/${sample.guestId}`,
        JSON.stringify({ ...sample.guest, phoneNumber: phone }),
      ),
    );
  }

  // Signing in and returning: the pages that take the address, and the login call.
  for (const next of HOSTILE_VALUES.next)
    for (const page of ['/login', '/signup'])
      for (const name of ['returnTo', 'next'])
        requests.push(
          request(
            tokens,
            'none',
            `GET ${page}`,
            'GET',
            `${page}?${q({ [name]: next })}`,
            undefined,
            { accept: 'text/html' },
          ),
        );
  return requests;
}
