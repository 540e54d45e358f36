import { describe, expect, it } from 'vitest';
import { optionsFromEnvironment } from '../src/run-cli';

describe('CLI settings from the environment', () => {
  it('listens on 127.0.0.1:3000 with PGlite in .data by default', () => {
    expect(optionsFromEnvironment({})).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      dataDir: '.data',
      databaseUrl: undefined,
      ownerEmail: 'owner@example.com',
      ownerPassword: undefined,
      workers: 1,
      rateLimit: {},
    });
  });

  it('reads PORT, DATABASE_URL, the owner and the rate limit', () => {
    expect(
      optionsFromEnvironment({
        PORT: '8080',
        DATABASE_URL: 'postgres://u@127.0.0.1/db',
        TESSERA_OWNER_PASSWORD: 'pw',
        TESSERA_RATE_LIMIT_MAX: '10',
        TESSERA_RATE_LIMIT_WINDOW_SECONDS: '30',
        TESSERA_WORKERS: '2',
      }),
    ).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@127.0.0.1/db',
      ownerPassword: 'pw',
      rateLimit: { max: 10, windowSeconds: 30 },
      workers: 2,
    });
  });

  it('names a bad value', () => {
    expect(() => optionsFromEnvironment({ PORT: 'eighty' })).toThrow(
      'PORT must be a whole number (got "eighty")',
    );
    expect(() => optionsFromEnvironment({ TESSERA_WORKERS: '2' })).toThrow(/needs DATABASE_URL/);
  });
});
