/**
 * Setup file of the unit and browser projects (vitest.config.ts): in-memory PGlite databases
 * start from a fresh cluster's data folder instead of running initdb each time (about 2 s of a
 * CI core; the suite opens some 150). The folder is made once per PGlite version and kept in the
 * temp folder; each test file reads it when it first opens a database, so files without a
 * database pay nothing.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setMemoryDatabaseTemplateForTests } from '../../packages/server/src/database/memory-template';
import { sharedFile } from './shared-file';

const require = createRequire(import.meta.url);
const pgliteEntry = require.resolve('@electric-sql/pglite');
const { version } = JSON.parse(
  readFileSync(join(dirname(pgliteEntry), '../package.json'), 'utf8'),
) as { version: string };

async function* freshCluster(): AsyncIterable<Uint8Array> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create();
  const folder = await db.dumpDataDir('none');
  await db.close();
  yield new Uint8Array(await folder.arrayBuffer());
}

setMemoryDatabaseTemplateForTests(
  sharedFile(join(tmpdir(), `tessera-pglite-${version}-cluster.tar`), freshCluster),
);
