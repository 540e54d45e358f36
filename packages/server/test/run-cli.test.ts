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

  it('reads the trusted proxies, the per-address form limit and the analytics budgets', () => {
    expect(
      optionsFromEnvironment({
        TESSERA_TRUST_PROXY: 'true',
        TESSERA_TRUSTED_PROXIES: '10.0.0.0/8, ::1',
        TESSERA_RATE_LIMIT_ADDRESS_MAX: '20',
        TESSERA_ANALYTICS_CLIENT_MAX: '500',
        TESSERA_ANALYTICS_GLOBAL_MAX: '9000',
        TESSERA_ANALYTICS_ROWS_PER_DAY: '1000',
        TESSERA_ANALYTICS_KEEP_DAYS: '90',
      }),
    ).toMatchObject({
      trustProxy: true,
      trustedProxies: ['10.0.0.0/8', '::1'],
      rateLimit: { addressMax: 20 },
      analyticsLimits: {
        perClient: { max: 500, windowSeconds: 60 },
        global: { max: 9000, windowSeconds: 60 },
        rowsPerDay: 1000,
        keepDays: 90,
      },
    });
    expect(optionsFromEnvironment({ TESSERA_TRUSTED_PROXIES: '2' }).trustedProxies).toBe(2);
    expect(optionsFromEnvironment({}).trustedProxies).toBeUndefined();
    expect(optionsFromEnvironment({}).analyticsLimits).toEqual({});
  });

  it("turns the demo's extras on with TESSERA_DEMO=true only (npm start sets it)", () => {
    const demoOf = (value?: string) =>
      optionsFromEnvironment(value === undefined ? {} : { TESSERA_DEMO: value }).demo;
    expect([demoOf(), demoOf(''), demoOf('1'), demoOf('false'), demoOf('true')]).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
  });

  it('names a bad value', () => {
    expect(() => optionsFromEnvironment({ PORT: 'eighty' })).toThrow(
      'PORT must be a whole number (got "eighty")',
    );
    expect(() => optionsFromEnvironment({ TESSERA_WORKERS: '2' })).toThrow(/needs DATABASE_URL/);
  });
});
