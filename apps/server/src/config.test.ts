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
      'Invalid configuration: JWT_SECRET must be at least 32 characters long (got "short")',
    ],
    [{ SEED: 'maybe' }, 'Invalid configuration: SEED must be true or false (got "maybe")'],
    [
      { STRIPE_SECRET_KEY: 'pk_test_1' },
      'Invalid configuration: STRIPE_SECRET_KEY must start with sk_ or rk_ (got "pk_test_1")',
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
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
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
