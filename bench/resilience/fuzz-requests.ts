/**
 * Random and malformed requests for every operation of the OpenAPI document, as fast-check
 * arbitraries: bodies built from the operation's JSON schema (plausible enough to get past
 * validation now and then), then broken on purpose (a field dropped, a wrong type, a huge
 * string, malformed JSON, a wrong content type), odd headers, with or without a token.
 */
import fc from 'fast-check';
import { isoDay } from '../lib/booking-client.js';
import { HOSTILE_VALUES } from './fuzz-values.js';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Array<{ in: string; name: string; schema?: JsonSchema; required?: boolean }>;
  body?: JsonSchema;
  multipart: boolean;
  /** A page the server renders: a 200 without its content means the render failed. */
  rendered?: boolean;
  /** Signs out or revokes sessions: sent last, with tokens of their own. */
  endsSessions?: boolean;
  /** A call being added (EXPECTED_OPERATIONS): a 404 means it is not there yet. */
  expected?: boolean;
}

export interface FuzzRequest {
  operation: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  who: 'none' | 'guest' | 'admin' | 'forged';
  rendered?: boolean;
}

export function operationsOf(document: {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Operation['parameters'];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        description?: string;
      }
    >
  >;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
        multipart: path === '/test-formdata',
      });
    }
  }
  return operations;
}

/** Query parameters as a page reads them: numbers where it reads numbers, else text. */
const queryOf = (...names: string[]) =>
  names.map((name) => ({
    in: 'query',
    name,
    schema: /^(id|guests|guestnumber|page)$/.test(name)
      ? { type: 'integer', minimum: -1, maximum: 400 }
      : { type: 'string' },
    required: false,
  }));

/**
 * What the server answers outside the OpenAPI document from input a visitor controls: the
 * landing pages it renders from their address and cookies (decision 006), the sign-in pages'
 * return address, and the stored images' widths (`/uploads/w/<width>/<name>`).
 */
export const UNDOCUMENTED_OPERATIONS: Operation[] = [
  { method: 'GET', path: '/home', parameters: queryOf('city'), multipart: false, rendered: true },
  {
    method: 'GET',
    path: '/hotel-list/search',
    parameters: queryOf('city', 'checkInDate', 'checkOutDate', 'guests', 'page', 'filter'),
    multipart: false,
    rendered: true,
  },
  {
    method: 'GET',
    path: '/hotel-single/htlnfo',
    parameters: queryOf('id', 'city', 'checkInDate', 'checkOutDate', 'guestnumber'),
    multipart: false,
    rendered: true,
  },
  { method: 'GET', path: '/about-us', parameters: [], multipart: false, rendered: true },
  // The sign-in and sign-up pages read where to return to (decisions 008 and 032).
  { method: 'GET', path: '/login', parameters: queryOf('returnTo', 'next'), multipart: false },
  { method: 'GET', path: '/signup', parameters: queryOf('returnTo', 'next'), multipart: false },
  {
    method: 'GET',
    path: '/uploads/w/{width}/{name}',
    parameters: [
      { in: 'path', name: 'width', required: true },
      { in: 'path', name: 'name', required: true },
    ],
    multipart: false,
  },
];

const idParameter = (name = 'id') => ({
  in: 'path',
  name,
  required: true,
  schema: { type: 'integer', minimum: 1 } as JsonSchema,
});

/**
 * Calls being added that the OpenAPI document may not list yet. Fuzzed whether or
 * not they exist: a 404 (no such route yet) is no failure, a 5xx is. Once a call is in the
 * document, the document's description (with its body schema) is used instead of this one.
 */
export const EXPECTED_OPERATIONS: Operation[] = [
  { method: 'POST', path: '/auth/logout', parameters: [], multipart: false, endsSessions: true },
  { method: 'GET', path: '/api/users/me/sessions', parameters: [], multipart: false },
  {
    method: 'DELETE',
    path: '/api/users/me/sessions',
    parameters: [],
    multipart: false,
    endsSessions: true,
  },
  {
    method: 'DELETE',
    path: '/api/users/me/sessions/{id}',
    parameters: [idParameter()],
    multipart: false,
    endsSessions: true,
  },
  { method: 'GET', path: '/api/admin/holds', parameters: queryOf('page'), multipart: false },
  {
    method: 'DELETE',
    path: '/api/admin/holds/{id}',
    parameters: [
      { in: 'path', name: 'id', required: true, schema: { type: 'string', format: 'uuid' } },
    ],
    multipart: false,
  },
  {
    method: 'GET',
    path: '/api/bookings/{id}/cancellation',
    parameters: [idParameter()],
    multipart: false,
  },
  {
    method: 'POST',
    path: '/api/bookings/{id}/cancel',
    parameters: [idParameter()],
    body: { type: 'object', properties: { reason: { type: 'string' } } },
    multipart: false,
  },
].map((operation) => ({ ...operation, expected: true }));

/** The document's operations, then the undocumented ones and the expected ones it lacks. */
export function allOperations(documented: Operation[]): Operation[] {
  const key = (operation: Operation) => `${operation.method} ${operation.path}`;
  const known = new Set(documented.map(key));
  const sessionEnding = new Set(
    EXPECTED_OPERATIONS.filter((operation) => operation.endsSessions).map(key),
  );
  const operations = [
    ...documented.map((operation) =>
      sessionEnding.has(key(operation)) ? { ...operation, endsSessions: true } : operation,
    ),
    ...UNDOCUMENTED_OPERATIONS,
    ...EXPECTED_OPERATIONS.filter((operation) => !known.has(key(operation))),
  ];
  // Calls that end sessions go last: the others keep the run's tokens valid.
  return [
    ...operations.filter((operation) => !operation.endsSessions),
    ...operations.filter((operation) => operation.endsSessions),
  ];
}

const hugeString = fc.integer({ min: 10_000, max: 200_000 }).map((n) => 'x'.repeat(n));
const oddString = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>',
    '%00',
    'null',
    'NaN',
    '\ud800',
    '😀'.repeat(50),
  ),
);
const anyJson = fc.jsonValue({ maxDepth: 2 });

/**
 * `text` with U+0000 put in at a random place: a value otherwise plausible enough to pass
 * every other check and reach the database, which refuses NUL in text.
 */
const withNul = (text: string) =>
  fc.nat({ max: text.length }).map((at) => `${text.slice(0, at)}\u0000${text.slice(at)}`);

/** Plausible values for well-known field names, so that some requests pass validation. */
function byName(name: string): fc.Arbitrary<unknown> | undefined {
  if (/date$/i.test(name)) return fc.integer({ min: -5, max: 60 }).map((d) => isoDay(d));
  if (/email/i.test(name)) return fc.oneof(fc.emailAddress(), fc.constant('guest@staylane.test'));
  if (/^(roomId|hotelId)$/.test(name)) return fc.integer({ min: 1, max: 400 });
  if (/^(holdId)$/.test(name)) return fc.uuid();
  if (/phone/i.test(name))
    return fc.oneof(fc.stringMatching(/^\d{10}$/), fc.constantFrom(...HOSTILE_VALUES.phone));
  // The inputs added since this run was written (fuzz-values.ts).
  if (name === 'url') return fc.constantFrom(...HOSTILE_VALUES.url);
  if (/^(from|to|stayFrom|stayTo|createdFrom|createdTo)$/.test(name))
    return fc.oneof(
      fc.integer({ min: -400, max: 400 }).map((d) => isoDay(d)),
      fc.constantFrom(...HOSTILE_VALUES.day),
    );
  if (/^(q|search)$/.test(name))
    return fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom(...HOSTILE_VALUES.search));
  if (/^(next|returnTo)$/.test(name)) return fc.constantFrom(...HOSTILE_VALUES.next);
  if (/password/i.test(name)) return fc.constantFrom('Guest123!', 'short', 'Longer-Pass123!');
  if (name === 'number') return fc.constantFrom('4242424242424242', '4000000000000002', '1234');
  return undefined;
}

export function valueFor(
  schema: JsonSchema | undefined,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const named = byName(name);
  if (named) return fc.oneof({ weight: 3, arbitrary: named }, { weight: 1, arbitrary: anyJson });
  if (!schema || depth > 3) return anyJson;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length)
    return fc.oneof(...options.map((option) => valueFor(option, name, depth + 1)));
  if (schema.allOf?.length) return valueFor(schema.allOf[0], name, depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'object'];
  const type = types.find((t) => t !== 'null') ?? 'null';
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'email') return fc.emailAddress();
      return fc.string({ maxLength: Math.min(schema.maxLength ?? 30, 30) });
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -10, -1000),
        max: Math.min(schema.maximum ?? 1000, 100_000),
      });
    case 'number':
      return fc.double({ min: -1000, max: 100_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueFor(schema.items, name, depth + 1), { maxLength: 3 });
    case 'null':
      return fc.constant(null);
    default: {
      const properties = schema.properties ?? {};
      const keys = Object.keys(properties);
      if (keys.length === 0)
        return fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 3 });
      return fc.record(
        Object.fromEntries(keys.map((key) => [key, valueFor(properties[key], key, depth + 1)])),
        { requiredKeys: (schema.required ?? []).filter((key) => keys.includes(key)) },
      );
    }
  }
}

/** A body from the schema, then perhaps broken. Answers the text sent (or undefined). */
function bodyFor(operation: Operation): fc.Arbitrary<string | undefined> {
  const valid = valueFor(operation.body);
  const broken = valid.chain((value) => {
    if (
      typeof value !== 'object' ||
      value === null ||
      Array.isArray(value) ||
      Object.keys(value).length === 0
    ) {
      return fc.constant(value);
    }
    const keys = Object.keys(value);
    return fc.oneof(
      fc.constantFrom(...keys).map((key) => {
        const copy = { ...(value as Record<string, unknown>) };
        delete copy[key];
        return copy;
      }),
      fc
        .tuple(fc.constantFrom(...keys), anyJson)
        .map(([key, wrong]) => ({ ...value, [key]: wrong })),
      fc
        .tuple(fc.constantFrom(...keys), hugeString)
        .map(([key, huge]) => ({ ...value, [key]: huge })),
      fc
        .tuple(fc.string({ maxLength: 10 }), anyJson)
        .map(([key, extra]) => ({ ...value, [key]: extra })),
      fc
        .constantFrom(...keys)
        .map((key) => ({ ...value, [key]: { __proto__: { admin: true }, constructor: 1 } })),
      // A NUL inside a text field that is otherwise valid.
      fc.constantFrom(...keys).chain((key) => {
        const field = (value as Record<string, unknown>)[key];
        return withNul(typeof field === 'string' ? field : '').map((text) => ({
          ...value,
          [key]: text,
        }));
      }),
    );
  });
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((value) => JSON.stringify(value)) },
    { weight: 4, arbitrary: broken.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: anyJson.map((value) => JSON.stringify(value)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{',
        '{"a":',
        '[1,2',
        'nul',
        '{"__proto__":{"x":1}}',
        '\u0000\u0001',
        '"just a string"',
        '',
      ),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** encodeURIComponent, with lone surrogates (which it refuses) sent as raw percent bytes. */
function safeEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function pathValue(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 1, max: 120 }).map(String) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        '1.5',
        '99999999999999999999',
        '1e3',
        'abc',
        '%20',
        '%00',
        '..',
        'null',
      ),
    },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: oddString.map((s) => safeEncode(s) || 'x') },
    { weight: 1, arbitrary: fc.constant('9'.repeat(5000)) },
  );
}

function queryValue(parameter: Operation['parameters'][number]): fc.Arbitrary<string> {
  const plausible = valueFor(parameter.schema, parameter.name).map((v) =>
    typeof v === 'string' ? v : JSON.stringify(v),
  );
  return fc.oneof(
    { weight: 3, arbitrary: plausible },
    // %00 inside a plausible value (URLSearchParams sends U+0000 as %00).
    { weight: 1, arbitrary: plausible.chain(withNul) },
    { weight: 1, arbitrary: oddString },
    { weight: 1, arbitrary: fc.constant('z'.repeat(3000)) },
  );
}

const oddHeaders = fc.oneof(
  { weight: 12, arbitrary: fc.constant({}) },
  { weight: 1, arbitrary: fc.constant({ 'content-type': 'text/plain' }) },
  { weight: 1, arbitrary: fc.constant({ 'content-type': 'application/json; charset=utf-16' }) },
  { weight: 1, arbitrary: fc.constant({ 'content-type': 'application/x-www-form-urlencoded' }) },
  { weight: 1, arbitrary: fc.constant({ 'content-type': 'multipart/form-data; boundary=zzz' }) },
  {
    weight: 1,
    arbitrary: fc.constant({ 'content-type': 'application/json', 'content-encoding': 'gzip' }),
  },
  { weight: 1, arbitrary: fc.constant({ 'accept-language': 'x'.repeat(4000) }) },
  { weight: 1, arbitrary: fc.constant({ 'idempotency-key': 'k'.repeat(500) }) },
  { weight: 1, arbitrary: fc.constant({ 'x-forwarded-for': '1.2.3.4, <script>' }) },
  { weight: 1, arbitrary: fc.constant({ 'if-none-match': '"nonsense", W/"x"' }) },
  // The session cookies the server renders pages with: malformed, forged, badly encoded.
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(
        'cookieToken=not.a.jwt; cookieName=%E0%A4%A',
        'cookieToken=eyJhbGciOiJIUzI1NiJ9.eyJpZCI6IngiLCJyb2xlIjoiYWRtaW4ifQ.x; cookieName=<b>',
        `cookieName=${'n'.repeat(4000)}`,
        'cookieToken=; cookieToken=; ;;;',
      )
      .map((cookie) => ({ cookie })),
  },
);

export interface Tokens {
  guest: string;
  admin: string;
  protectedIds: number[];
}

interface RequestParts {
  /** One value per path parameter, in order, already encoded for a path. */
  path: string[];
  query: ReadonlyArray<readonly [string, string]>;
  body: string | undefined;
  headers: Record<string, string>;
  who: FuzzRequest['who'];
  idempotencyKey?: string | undefined;
}

function buildRequest(operation: Operation, tokens: Tokens, parts: RequestParts): FuzzRequest {
  const destructive = /^\/api\/users\/\{id\}/.test(operation.path) && operation.method !== 'GET';
  let i = 0;
  const filled = operation.path.replace(/\{[^}]+\}/g, () => {
    let value = parts.path[i++] ?? '1';
    // Keep the two accounts the run signs in with: deleting them ends the run's reach.
    if (destructive && tokens.protectedIds.includes(Number(value))) value = '999999';
    return value;
  });
  const search = new URLSearchParams(
    parts.query.map(([k, v]): [string, string] => [k, v]),
  ).toString();
  const sent: Record<string, string> = {};
  if (parts.body !== undefined) sent['content-type'] = 'application/json';
  Object.assign(sent, parts.headers);
  if (parts.idempotencyKey !== undefined && operation.path === '/api/bookings')
    sent['idempotency-key'] = parts.idempotencyKey;
  if (parts.who === 'guest') sent.authorization = `Bearer ${tokens.guest}`;
  if (parts.who === 'admin') sent.authorization = `Bearer ${tokens.admin}`;
  if (parts.who === 'forged') sent.authorization = `Bearer ${tokens.guest.slice(0, -4)}AAAA`;
  return {
    operation: `${operation.method} ${operation.path}`,
    method: operation.method,
    url: filled + (search ? `?${search}` : ''),
    headers: sent,
    body: operation.method === 'GET' || operation.method === 'DELETE' ? undefined : parts.body,
    who: parts.who,
    rendered: operation.rendered,
  };
}

export function requestFor(operation: Operation, tokens: Tokens): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  return fc
    .record({
      path: fc.tuple(...pathParams.map(() => pathValue())),
      query: fc
        .subarray(queryParams)
        .chain((chosen) =>
          fc.tuple(...chosen.map((p) => queryValue(p).map((value) => [p.name, value] as const))),
        ),
      body: operation.body || operation.multipart ? bodyFor(operation) : fc.constant(undefined),
      headers: oddHeaders,
      who: fc.constantFrom('none', 'guest', 'admin', 'forged') as fc.Arbitrary<FuzzRequest['who']>,
      idempotencyKey: fc.option(fc.string({ maxLength: 40 }), { nil: undefined }),
    })
    .map((parts) => buildRequest(operation, tokens, parts));
}

/** `value` with U+0000 put in the middle of every text in it, one text at a time. */
function withNulInEachText(value: unknown): unknown[] {
  if (typeof value === 'string') {
    const at = Math.floor(value.length / 2);
    return [`${value.slice(0, at)}\u0000${value.slice(at)}`];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, index) =>
      withNulInEachText(item).map((changed) => value.map((v, i) => (i === index ? changed : v))),
    );
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    return Object.keys(record).flatMap((key) =>
      withNulInEachText(record[key]).map((changed) => ({ ...record, [key]: changed })),
    );
  }
  return [];
}

/** Text properties of an object schema, at its top level. */
function textProperties(schema: JsonSchema | undefined): string[] {
  const object = schema?.anyOf?.[0] ?? schema?.oneOf?.[0] ?? schema?.allOf?.[0] ?? schema;
  return Object.entries(object?.properties ?? {})
    .filter(([, property]) => {
      const types = Array.isArray(property.type) ? property.type : [property.type];
      return types.includes('string') || property.format !== undefined;
    })
    .map(([name]) => name);
}

/**
 * NUL for one operation, every time: `%00` in each path parameter (alone and after a
 * plausible value), U+0000 (sent as %00) in each query parameter and in an unknown one, and
 * U+0000 in each text field of a plausible JSON body, including the text fields the sample
 * left out. Sent as admin and, for bodies, as the guest too.
 */
export function nulRequestsFor(operation: Operation, tokens: Tokens, seed: number): FuzzRequest[] {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const [sample] = fc.sample(
    fc.record({
      path: fc.tuple(...pathParams.map(() => fc.integer({ min: 1, max: 120 }).map(String))),
      query: fc.tuple(
        ...queryParams.map((p) =>
          valueFor(p.schema, p.name).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
        ),
      ),
      body: operation.body ? valueFor(operation.body) : fc.constant(undefined),
    }),
    { numRuns: 1, seed },
  );
  const plain = sample!;
  const bodyText = plain.body === undefined ? undefined : JSON.stringify(plain.body);
  const base: RequestParts = {
    path: plain.path,
    query: [],
    body: bodyText,
    headers: {},
    who: 'admin',
  };
  const requests: FuzzRequest[] = [];
  pathParams.forEach((_, index) => {
    for (const value of ['%00', `${plain.path[index]}%00`, `%00${plain.path[index]}`]) {
      const path = plain.path.map((v, i) => (i === index ? value : v));
      requests.push(buildRequest(operation, tokens, { ...base, path }));
    }
  });
  queryParams.forEach((parameter, index) => {
    const value = plain.query[index] ?? '';
    const query = queryParams.map((p, i) => [p.name, plain.query[i] ?? ''] as const);
    query[index] = [parameter.name, `${value}\u0000`];
    requests.push(buildRequest(operation, tokens, { ...base, query }));
  });
  requests.push(buildRequest(operation, tokens, { ...base, query: [['x', '\u0000']] }));
  if (operation.body && operation.method !== 'GET' && operation.method !== 'DELETE') {
    const body = (
      typeof plain.body === 'object' && plain.body !== null && !Array.isArray(plain.body)
        ? plain.body
        : {}
    ) as Record<string, unknown>;
    const missing = textProperties(operation.body).filter((name) => !(name in body));
    const bodies = [
      ...withNulInEachText(plain.body),
      ...missing.map((name) => ({ ...body, [name]: 'a\u0000b' })),
    ];
    for (const changed of bodies) {
      for (const who of ['admin', 'guest'] as const) {
        requests.push(
          buildRequest(operation, tokens, { ...base, body: JSON.stringify(changed), who }),
        );
      }
    }
  }
  return requests;
}
