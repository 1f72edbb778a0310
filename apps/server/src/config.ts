/**
 * Configuration from the environment (design §10), validated once at start-up. A bad value
 * stops the process with one line naming the variable and what is wrong with it.
 */
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'must be true or false',
  })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// address');

const CORS_ORIGINS_MESSAGE =
  'must be comma-separated origins such as https://app.example.com or http://localhost:5173 ' +
  '(scheme, host and port only; no path)';

/** One origin of CORS_ORIGINS, as browsers send it in `Origin`; undefined when it is not one. */
function corsOrigin(text: string): string | undefined {
  try {
    const url = new URL(text);
    const bare = url.pathname === '/' && !/[?#@]/.test(text);
    // Written as browsers send it: lower-case host, no default port.
    return bare && ['http:', 'https:'].includes(url.protocol) ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

const corsOrigins = z.string().transform((value, context) => {
  const origins = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(corsOrigin);
  if (origins.includes(undefined)) {
    context.addIssue({ code: 'custom', message: CORS_ORIGINS_MESSAGE });
    return z.NEVER;
  }
  return [...new Set(origins as string[])];
});

/** S3 bucket names: 3 to 63 lowercase letters, digits, dots and hyphens. */
const bucketName = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
    'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
  );

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a whole number between 0 and 65535' })
    .int('must be a whole number between 0 and 65535')
    .min(0, 'must be a whole number between 0 and 65535')
    .max(65535, 'must be a whole number between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  DATABASE_URL: postgresUrl.optional(),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// address')
    .optional(),
  MAIL_FROM: z
    .string()
    .min(3, 'must be a sender address')
    .default('Staylane <bookings@staylane.test>'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must start with sk_ or rk_')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must start with pk_').optional(),
  PUBLIC_URL: z.url({ error: 'must be an absolute http(s) address' }).optional(),
  /**
   * Other sites' origins that may call the API from a browser with the visitor's session
   * cookie (CORS with credentials, decision 012). Empty: only our own site.
   */
  CORS_ORIGINS: corsOrigins.default([]),
  MAP_TILE_URL: z
    .string()
    .refine(
      (value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)),
      'must contain {z}, {x} and {y}',
    )
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  SEED: booleanFlag.default(true),
  /** How often the mail outbox worker looks for due mail, in milliseconds. */
  MAIL_POLL_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(50, 'must be at least 50')
    .default(2_000),
  /**
   * Benches and tests only: for this many milliseconds after the server starts, the sandbox
   * provider's refunds fail as an unreachable processor would (bench:resilience's refund-outage run).
   * Refused when NODE_ENV is production, so no deployment can turn it on.
   */
  SANDBOX_REFUND_OUTAGE_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(1, 'must be at least 1')
    .optional(),
  /** How often channel calendars (iCalendar feeds, decision 021) are read, in milliseconds. */
  ICAL_SYNC_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(10_000, 'must be at least 10000')
    .default(900_000),
  /** How often payments are reconciled with bookings, in milliseconds. */
  RECONCILE_INTERVAL_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(1_000, 'must be at least 1000')
    .default(300_000),
  /**
   * Which proxies may tell the client's address in X-Forwarded-For: false (none: the socket's
   * address counts), true (any: only behind a proxy that overwrites the header), a number of
   * hops, or comma-separated addresses/CIDR ranges. Rate limits count per client address.
   */
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d+|[0-9a-fA-F.:/,\s]+)$/,
      'must be true, false, a hop count or a list of addresses',
    )
    .default('false')
    .transform((value): boolean | number | string =>
      value === 'true'
        ? true
        : value === 'false'
          ? false
          : /^\d+$/.test(value)
            ? Number(value)
            : value,
    ),
  /**
   * Overrides how many login, sign-up, recovery and newsletter calls one address may make per
   * minute (defaults 10, 5, 5, 5). For load and browser test environments.
   */
  RATE_LIMIT_MAX_PER_MINUTE: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .optional(),
  /**
   * Hosts, addresses and CIDR ranges the server may fetch from although they are not public
   * (channel calendars, the import's images; decision 035), comma-separated: a feed server on
   * the same network, say. Unset: public addresses only.
   */
  OUTBOUND_ALLOW: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^([a-zA-Z0-9.-]+|[0-9a-fA-F.:]+(\/\d{1,3})?)$/,
            'must be host names, addresses or CIDR ranges, comma-separated',
          ),
      ),
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * `pretty`: one readable line per request (method, path, status, time) for a person at a
   * terminal; `json`: a JSON object per line for log collectors. Unset: pretty when standard
   * output is a terminal, JSON otherwise.
   */
  LOG_FORMAT: z.enum(['json', 'pretty'], { error: 'must be json or pretty' }).optional(),
  /**
   * Prometheus metrics (docs/operations.md): on a port of their own, off the public one, on
   * METRICS_HOST (loopback unless the operator opens it); and/or at /metrics on the public
   * port for a scraper that sends this token as a bearer token. Neither set: no metrics.
   */
  METRICS_PORT: z.coerce
    .number({ error: 'must be a whole number between 0 and 65535' })
    .int('must be a whole number between 0 and 65535')
    .min(0, 'must be a whole number between 0 and 65535')
    .max(65535, 'must be a whole number between 0 and 65535')
    .optional(),
  METRICS_HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters long').optional(),
  /**
   * An S3-compatible object store for uploaded images (decision record 010). Unset: images
   * live in PostgreSQL with DATABASE_URL, on disk under DATA_DIR without it.
   */
  S3_BUCKET: bucketName.optional(),
  /** Absent for AWS itself; the address of MinIO, Ceph, R2 or another S3-compatible store. */
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
});

const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/** Settings that only make sense together, the S3 store's: the first one wrong, if any. */
function s3Problem(config: Config, env: Record<string, string>) {
  if (!config.S3_BUCKET) {
    const stray = S3_SETTINGS.find((name) => env[name] !== undefined);
    return stray && { name: stray, message: 'is set but S3_BUCKET is not' };
  }
  if (!config.S3_REGION) {
    return { name: 'S3_REGION', message: 'must be set with S3_BUCKET (e.g. us-east-1)' };
  }
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    return {
      name: config.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      message: 'must be set when the other S3 key is (both, or neither for the SDK’s own)',
    };
  }
  return undefined;
}

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Empty strings count as unset, as in most .env tooling. */
function withoutEmptyValues(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

/** Settings whose value a configuration error names but never echoes. */
const SECRET_SETTINGS = new Set([
  'JWT_SECRET',
  'STRIPE_SECRET_KEY',
  'S3_SECRET_ACCESS_KEY',
  'METRICS_TOKEN',
]);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const given = withoutEmptyValues(env);
  const parsed = configSchema.safeParse(given);
  const problem = parsed.success
    ? (parsed.data.NODE_ENV === 'production' &&
        parsed.data.SANDBOX_REFUND_OUTAGE_MS !== undefined && {
          name: 'SANDBOX_REFUND_OUTAGE_MS',
          message: 'is for benches and tests; it cannot be set when NODE_ENV is production',
        }) ||
      s3Problem(parsed.data, given)
    : {
        name: String(parsed.error.issues[0]!.path[0] ?? 'configuration'),
        message: parsed.error.issues[0]!.message,
      };
  if (!problem) return parsed.data!;
  // A secret is named, never echoed.
  const got = SECRET_SETTINGS.has(problem.name) ? undefined : env[problem.name];
  throw new ConfigError(
    `Invalid configuration: ${problem.name} ${problem.message}${got === undefined ? '' : ` (got "${got}")`}`,
  );
}
