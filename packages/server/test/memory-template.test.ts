/**
 * In-memory databases under test start from a fresh cluster's data folder (the template set by
 * tests/support/pglite-template.ts) instead of running initdb. A database so started is a fresh
 * one of its own; without a template (production) it runs initdb and starts the same. Few
 * databases on purpose: each start costs about a second of a CI core, initdb two.
 */
import { readdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/database/database';
import {
  memoryDatabaseTemplate,
  setMemoryDatabaseTemplateForTests,
} from '../src/database/memory-template';
import { openDatabase } from '../src/database/open-database';
import { migrate, migrationsDir } from '../src/migrate';

const migrations = readdirSync(migrationsDir)
  .filter((name) => name.endsWith('.sql'))
  .sort();

// Seconds on a quiet machine; initdb alone took 20 s with the whole machine loaded.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

// The setup file's template; each test that swaps it puts it back.
const setupTemplate = memoryDatabaseTemplate();
if (!setupTemplate) throw new Error('tests/support/pglite-template.ts set no template');
afterEach(() => setMemoryDatabaseTemplateForTests(() => setupTemplate));

const openMemory = () => openDatabase({ dataDir: ':memory:' });

const publicTables = async (db: Database) =>
  (
    await db.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    )
  ).map((row) => row.tablename);

const setTitle = (db: Database, text: string) =>
  db.query('INSERT INTO site_settings (name, value) VALUES ($1, $2)', [
    'title',
    JSON.stringify({ text }),
  ]);
const settings = (db: Database) => db.query('SELECT name, value FROM site_settings');

describe('in-memory databases from the test template', () => {
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    first = await openMemory();
    second = await openMemory();
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('start from the template: a folder that is no cluster fails the start', async () => {
    setMemoryDatabaseTemplateForTests(async () => new Blob(['not a data folder']));
    await expect(openMemory()).rejects.toThrow('PGlite failed to initialize properly');
  });

  it('start empty, take the migrations and hold their tables, written and read', async () => {
    expect(await publicTables(first)).toEqual([]);
    expect(await migrate(first)).toEqual(migrations);
    expect(await first.query('SELECT name FROM schema_migrations ORDER BY name')).toEqual(
      migrations.map((name) => ({ name })),
    );
    await setTitle(first, 'Tessera');
    expect(await settings(first)).toEqual([{ name: 'title', value: { text: 'Tessera' } }]);
  });

  it('share no data with one another', async () => {
    expect(await publicTables(second)).toEqual([]);
    await migrate(second);
    expect(await settings(second)).toEqual([]);
    await setTitle(second, 'Another site');
    expect(await settings(first)).toEqual([{ name: 'title', value: { text: 'Tessera' } }]);
    expect(await settings(second)).toEqual([{ name: 'title', value: { text: 'Another site' } }]);
  });
});

describe('an in-memory database without a template (production)', () => {
  it('runs initdb and starts empty, written and read', async () => {
    setMemoryDatabaseTemplateForTests(undefined);
    expect(memoryDatabaseTemplate()).toBe(undefined);
    const db = await openMemory();
    try {
      expect(await publicTables(db)).toEqual([]);
      await db.exec("CREATE TABLE notes (text text); INSERT INTO notes VALUES ('kept')");
      expect(await db.query('SELECT text FROM notes')).toEqual([{ text: 'kept' }]);
    } finally {
      await db.close();
    }
  });
});
