import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/database/open-database';
import { migrate, splitStatements } from '../src/migrate';

describe('migrations', () => {
  it('splits a script on statement ends and drops comment lines', () => {
    expect(
      splitStatements('-- note\nCREATE TABLE a (x int);\n\nCREATE INDEX i ON a (x);\n'),
    ).toEqual(['CREATE TABLE a (x int)', 'CREATE INDEX i ON a (x)']);
  });

  it('applies each file once', async () => {
    const db = await openDatabase({ dataDir: ':memory:' });
    try {
      const first = await migrate(db);
      expect(first).toEqual([
        '0001_initial.sql',
        '0002_consent_records.sql',
        '0003_session_management.sql',
        '0004_rate_counters.sql',
        '0005_analytics_daily.sql',
        '0005_commerce.sql',
        '0006_consent_purposes.sql',
      ]);
      expect(await migrate(db)).toEqual([]);
      const tables = await db.query<{ tablename: string }>(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
      );
      expect(tables.map((row) => row.tablename)).toEqual([
        'accounts',
        'analytics_daily_errors',
        'analytics_daily_forms',
        'analytics_daily_pages',
        'analytics_daily_referrers',
        'analytics_daily_traffic',
        'analytics_events',
        'commerce_cart_coupons',
        'commerce_cart_entries',
        'commerce_carts',
        'commerce_checkout_claims',
        'commerce_coupons',
        'commerce_orders',
        'commerce_products',
        'commerce_shipping_options',
        'commerce_tax_rules',
        'commerce_variants',
        'consent_records',
        'form_submissions',
        'javascript_errors',
        'login_failures',
        'performance_records',
        'rate_counters',
        'schema_migrations',
        'server_secrets',
        'sessions',
        'site_settings',
      ]);
    } finally {
      await db.close();
    }
  }, 30_000);

  it('refuses a DATABASE_URL that is not postgres://', () => {
    expect(() => openDatabase({ databaseUrl: 'mysql://x' })).toThrow(
      /must start with postgres:\/\//,
    );
  });
});
