/**
 * kill -9 of the server process (the CLI, in a child process) in the middle of a load of
 * submissions, then a restart on the same data: every submission the server acknowledged is
 * stored, under the id its answer gave. On PGlite (a folder) and on Postgres (TEST_DATABASE_URL;
 * skipped locally without it, required in CI). On PGlite also: a second process on the folder is
 * refused with a message and exit status 1, and the start after kill -9 is not blocked by the lock.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { hasTestPostgres } from '../../../tests/support/server';
import { openDatabase } from '../src/database/open-database';

// Measured with the whole machine loaded (load average 13-17): 34-39 s on PGlite (initdb and
// three process starts take most of it), 9-10 s on Postgres; the ceiling leaves room for CI.
vi.setConfig({ testTimeout: 120_000 });

const root = resolve(import.meta.dirname, '../../..');
const cli = join(root, 'packages/server/src/cli.ts');
/** Acknowledged submissions to wait for before the kill. */
const ACKNOWLEDGED_BEFORE_KILL = 150;
const WORKERS = 8;

interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the URL once the server prints it; rejects if it exits first. */
  listening: Promise<string>;
  /** Resolves with the exit code (null after a signal). */
  exited: Promise<number | null>;
  output(): string;
}

/** The CLI from source, as a site would run it (PORT=0, the demo site, no form rate limit). */
function startCli(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', cli], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      TESSERA_SITE_DIR: join(root, 'examples/site'),
      TESSERA_OWNER_PASSWORD: 'crash-test-owner-password',
      TESSERA_RATE_LIMIT_MAX: '0',
      TESSERA_RATE_LIMIT_ADDRESS_MAX: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const listening = new Promise<string>((done, fail) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[\d.:]+)/.exec(output);
      if (match) done(match[1]!);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then((code) =>
      fail(new Error(`server exited (${code}) before listening: ${output}`)),
    );
  });
  listening.catch(() => undefined);
  return { child, listening, exited, output: () => output };
}

async function crumbOf(url: string): Promise<string> {
  const home = await fetch(`${url}/`);
  await home.arrayBuffer();
  return /crumb=([^;]+)/.exec(home.headers.get('set-cookie') ?? '')![1]!;
}

/** One contact-form submission with a fresh key; answers the key and the server's answer. */
async function submit(url: string, crumb: string, visitor: string, index: number) {
  const cookie = `crumb=${crumb}; ss_cvr=${visitor}|1700000000|1700000000|1700000000|1`;
  const issued = await fetch(`${url}/api/form/FormSubmissionKey?crumb=${crumb}`, {
    method: 'POST',
    headers: { cookie },
  });
  const { key } = (await issued.json()) as { key: string };
  const answer = await fetch(`${url}/api/form/SaveFormSubmission?crumb=${crumb}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      key,
      formId: 'contact',
      form: JSON.stringify({
        name: ['Ada', `Crash ${index}`],
        email: `crash${index}@example.com`,
        message: 'kill -9 under load',
      }),
      pageTitle: 'Contact',
      pagePath: '/contact.html',
    }),
  });
  return { key, status: answer.status, body: (await answer.json()) as { submissionId?: string } };
}

interface LoadResult {
  /** form key → the submissionId of every 200. */
  acknowledged: Map<string, string>;
  /** Requests still waiting for their answer when the server was killed. */
  inFlightAtKill: number;
  /** Answers other than 200 (none expected). */
  otherStatuses: number[];
}

/**
 * WORKERS loops submitting as fast as the server answers; once ACKNOWLEDGED_BEFORE_KILL are
 * acknowledged, kill -9 the server while requests are in flight, and wait for it to be gone.
 */
async function loadThenKill(server: ServerProcess, url: string): Promise<LoadResult> {
  const crumb = await crumbOf(url);
  const acknowledged = new Map<string, string>();
  const otherStatuses: number[] = [];
  let inFlight = 0;
  let inFlightAtKill = -1;
  let killed = false;
  const kill = () => {
    killed = true;
    inFlightAtKill = inFlight;
    server.child.kill('SIGKILL');
  };
  const worker = async (w: number) => {
    for (let i = 0; !killed; i++) {
      inFlight++;
      try {
        const { key, status, body } = await submit(url, crumb, `crash${w}x${i}`, w * 100_000 + i);
        if (status === 200) acknowledged.set(key, body.submissionId!);
        else otherStatuses.push(status);
        if (acknowledged.size >= ACKNOWLEDGED_BEFORE_KILL && !killed) kill();
      } catch {
        // The connection died with the server: this request's outcome is unknown, not acknowledged.
      } finally {
        inFlight--;
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  expect(await server.exited).toBe(null);
  return { acknowledged, inFlightAtKill, otherStatuses };
}

function expectAllStored(load: LoadResult, rows: { form_key: string; id: string }[]) {
  const stored = new Map(rows.map((row) => [row.form_key, row.id]));
  const missing = [...load.acknowledged].filter(([key, id]) => stored.get(key) !== id);
  expect(load.otherStatuses).toEqual([]);
  expect(load.acknowledged.size).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
  expect(load.inFlightAtKill).toBeGreaterThan(0);
  expect(missing).toEqual([]);
}

/** SIGTERM, and the server's own clean exit. */
async function stop(server: ServerProcess): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}

describe('kill -9 under load on PGlite in a folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-crash-'));
  const running: ServerProcess[] = [];
  afterAll(() => {
    for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second process, loses no acknowledged submission, and starts again after the kill', async () => {
    const first = startCli({ TESSERA_DATA_DIR: dataDir });
    running.push(first);
    const url = await first.listening;

    const second = startCli({ TESSERA_DATA_DIR: dataDir });
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `tessera-server: the PGlite data folder ${dataDir} is in use by another process (pid ${first.child.pid}). ` +
        "Two servers on one folder lose each other's writes: stop the other one, give this one its own TESSERA_DATA_DIR, " +
        'or use DATABASE_URL (Postgres) for several processes.',
    );

    const load = await loadThenKill(first, url);

    // The kill left the lock file behind; the kernel dropped the lock itself.
    const restarted = startCli({ TESSERA_DATA_DIR: dataDir });
    running.push(restarted);
    const again = await restarted.listening;
    const after = await submit(again, await crumbOf(again), 'after-crash', 0);
    expect(after.status).toBe(200);
    expect(await stop(restarted)).toBe(0);

    const db = await openDatabase({ dataDir });
    try {
      const rows = await db.query<{ form_key: string; id: string }>(
        'SELECT form_key, id FROM form_submissions',
      );
      expectAllStored(load, rows);
      expect(rows.map((row) => row.id)).toContain(after.body.submissionId);
    } finally {
      await db.close();
    }
  });
});

describe.skipIf(!hasTestPostgres())('kill -9 under load on Postgres', () => {
  const name = `tessera_crash_${randomBytes(6).toString('hex')}`;
  // The describe body runs even when skipped (vitest collects its tests): no URL, no parse.
  const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://unused@127.0.0.1/unused';
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).href;
  const running: ServerProcess[] = [];
  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  afterAll(async () => {
    for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it('loses no acknowledged submission, and starts again after the kill', async () => {
    await admin((client) => client.query(`CREATE DATABASE ${name}`));
    const first = startCli({ DATABASE_URL: databaseUrl });
    running.push(first);
    const load = await loadThenKill(first, await first.listening);

    const restarted = startCli({ DATABASE_URL: databaseUrl });
    running.push(restarted);
    const again = await restarted.listening;
    const after = await submit(again, await crumbOf(again), 'after-crash', 0);
    expect(after.status).toBe(200);
    expect(await stop(restarted)).toBe(0);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ form_key: string; id: string }>(
        'SELECT form_key, id FROM form_submissions',
      );
      expectAllStored(load, rows);
    } finally {
      await client.end();
    }
  });

  it('warns at start when Postgres may lose acknowledged commits', async () => {
    await admin((client) => client.query(`ALTER DATABASE ${name} SET synchronous_commit = off`));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const db = await openDatabase({ databaseUrl });
      await db.close();
      expect(warn.mock.calls).toEqual([
        [
          '[tessera-server] postgres runs with fsync=on and synchronous_commit=off: ' +
            'a crash can lose submissions already acknowledged',
        ],
      ]);
      warn.mockClear();
      await admin((client) => client.query(`ALTER DATABASE ${name} RESET synchronous_commit`));
      await (await openDatabase({ databaseUrl })).close();
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
