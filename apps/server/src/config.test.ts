import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      SEED: true,
      NODE_ENV: 'development',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [
      { PORT: 'abc' },
      'Invalid configuration: PORT must be a whole number between 0 and 65535 (got "abc")',
    ],
    [
      { PORT: '70000' },
      'Invalid configuration: PORT must be a whole number between 0 and 65535 (got "70000")',
    ],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// address (got "mysql://x")',
    ],
    [
      { SMTP_URL: 'http://mail' },
      'Invalid configuration: SMTP_URL must be an smtp:// or smtps:// address (got "http://mail")',
    ],
    [
      { JWT_SECRET: 'short' },
      // A secret is named, never echoed: the line goes to logs that others read.
      'Invalid configuration: JWT_SECRET must be at least 32 characters long',
    ],
    [{ SEED: 'maybe' }, 'Invalid configuration: SEED must be true or false (got "maybe")'],
    [
      { METRICS_TOKEN: 'too-short-to-guess' },
      'Invalid configuration: METRICS_TOKEN must be at least 24 characters long',
    ],
    [{ LOG_FORMAT: 'xml' }, 'Invalid configuration: LOG_FORMAT must be json or pretty (got "xml")'],
    [
      { METRICS_PORT: '9464.5' },
      'Invalid configuration: METRICS_PORT must be a whole number between 0 and 65535 (got "9464.5")',
    ],
    [
      { STRIPE_SECRET_KEY: 'pk_test_1' },
      'Invalid configuration: STRIPE_SECRET_KEY must start with sk_ or rk_',
    ],
    [
      { PUBLIC_URL: 'not a url' },
      'Invalid configuration: PUBLIC_URL must be an absolute http(s) address (got "not a url")',
    ],
    ...['https://app.example.com/path', 'ftp://files.example.com', 'app.example.com'].map(
      (value): [Record<string, string>, string] => [
        { CORS_ORIGINS: `http://localhost:5173,${value}` },
        'Invalid configuration: CORS_ORIGINS must be comma-separated origins such as ' +
          'https://app.example.com or http://localhost:5173 (scheme, host and port only; no path) ' +
          `(got "http://localhost:5173,${value}")`,
      ],
    ),
    [
      { MAP_TILE_URL: 'https://tiles/x.png' },
      'Invalid configuration: MAP_TILE_URL must contain {z}, {x} and {y} (got "https://tiles/x.png")',
    ],
    [
      { S3_BUCKET: 'Bad_Bucket' },
      'Invalid configuration: S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens (got "Bad_Bucket")',
    ],
    [
      { S3_BUCKET: 'images', S3_REGION: 'us-east-1', S3_ENDPOINT: 'ftp://minio' },
      'Invalid configuration: S3_ENDPOINT must be an http:// or https:// address (got "ftp://minio")',
    ],
    [
      { S3_BUCKET: 'images' },
      'Invalid configuration: S3_REGION must be set with S3_BUCKET (e.g. us-east-1)',
    ],
    [
      { S3_ENDPOINT: 'http://127.0.0.1:9000' },
      'Invalid configuration: S3_ENDPOINT is set but S3_BUCKET is not (got "http://127.0.0.1:9000")',
    ],
    [
      { S3_BUCKET: 'images', S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'AKIA' },
      'Invalid configuration: S3_SECRET_ACCESS_KEY must be set when the other S3 key is (both, or neither for the SDK’s own)',
    ],
    [
      { S3_BUCKET: 'images', S3_REGION: 'us-east-1', S3_SECRET_ACCESS_KEY: 'hush' },
      'Invalid configuration: S3_ACCESS_KEY_ID must be set when the other S3 key is (both, or neither for the SDK’s own)',
    ],
    [
      { S3_SECRET_ACCESS_KEY: 'hush' },
      'Invalid configuration: S3_SECRET_ACCESS_KEY is set but S3_BUCKET is not',
    ],
    [
      { S3_BUCKET: 'images', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: 'sometimes' },
      'Invalid configuration: S3_FORCE_PATH_STYLE must be true or false (got "sometimes")',
    ],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });

  it('reads a complete S3 store setting', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'staylane-images',
        S3_REGION: 'eu-west-3',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toMatchObject({ S3_BUCKET: 'staylane-images', S3_FORCE_PATH_STYLE: true });
    expect(loadConfig({}).S3_FORCE_PATH_STYLE).toBe(false);
  });

  it('refuses the sandbox refund outage switch in production, and reads it elsewhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SANDBOX_REFUND_OUTAGE_MS: '1000' })).toThrow(
      'Invalid configuration: SANDBOX_REFUND_OUTAGE_MS is for benches and tests; it cannot be set when NODE_ENV is production (got "1000")',
    );
    expect(loadConfig({ NODE_ENV: 'test', SANDBOX_REFUND_OUTAGE_MS: '1000' })).toMatchObject({
      SANDBOX_REFUND_OUTAGE_MS: 1000,
    });
    expect(loadConfig({}).SANDBOX_REFUND_OUTAGE_MS).toBeUndefined();
  });

  it('reads SEED=false as turning the demo data off', () => {
    expect(loadConfig({ SEED: 'false' }).SEED).toBe(false);
  });

  it.each([
    ['false', false],
    ['true', true],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8, 127.0.0.1'],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it('lists no CORS origin by default', () => {
    expect(loadConfig({}).CORS_ORIGINS).toEqual([]);
  });

  it('reads CORS_ORIGINS as the origins browsers send', () => {
    expect(
      loadConfig({ CORS_ORIGINS: 'https://App.Example.com/, http://localhost:5173 ,' })
        .CORS_ORIGINS,
    ).toEqual(['https://app.example.com', 'http://localhost:5173']);
  });

  it('trusts no proxy by default, so X-Forwarded-For cannot be forged', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
  });
});
