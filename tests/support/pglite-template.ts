/**
 * Setup file of the unit and browser projects (vitest.config.ts): in-memory PGlite databases
 * start from a fresh cluster's data folder instead of running initdb each time (about 2 s of a
 * CI core; the suite opens some 150). The folder is made once per PGlite version and kept in the
 * temp folder; each test file reads it when it first opens a database, so files without a
 * database pay nothing.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setMemoryDatabaseTemplateForTests } from '../../packages/server/src/database/memory-template';

const require = createRequire(import.meta.url);
const pgliteEntry = require.resolve('@electric-sql/pglite');
const { version } = JSON.parse(
  readFileSync(join(dirname(pgliteEntry), '../package.json'), 'utf8'),
) as { version: string };
const templateFile = join(tmpdir(), `tessera-pglite-${version}-cluster.tar`);

async function makeTemplate(): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create();
  const folder = await db.dumpDataDir('none');
  await db.close();
  // Written whole under another name first: a test file running beside this one never reads
  // half a folder.
  const partial = `${templateFile}.${randomBytes(6).toString('hex')}`;
  await writeFile(partial, Buffer.from(await folder.arrayBuffer()));
  await rename(partial, templateFile);
}

let template: Promise<Blob> | undefined;
async function loadTemplate(): Promise<Blob> {
  if (!existsSync(templateFile)) await makeTemplate();
  return new Blob([await readFile(templateFile)]);
}

setMemoryDatabaseTemplateForTests(() => {
  template ??= loadTemplate();
  return template;
});
