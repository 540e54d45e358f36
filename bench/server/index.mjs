// bench/server: load test of POST /api/form/SaveFormSubmission with fresh keys, and of the
// page-view hit (POST /api/census/RecordHit, page-view-hits.mjs), from this
// process (autocannon) against the reference server in a second process on 127.0.0.1, on PGlite
// and on Postgres (BENCH_DATABASE_URL or TEST_DATABASE_URL; skipped without one). Every request
// uses its own pre-issued key and its own visitor (ss_cvr), one in 50 is deliberately invalid;
// afterwards the database is read to prove every accepted submission is stored (with the id the
// answer gave) and no rejected one is. Prints figures; never fails on a time, only on a lost or
// a wrongly stored submission.
//
//   npm run bench -- server        BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 32),
//                                  BENCH_WORKERS (server processes on Postgres, default 1),
//                                  BENCH_TARGETS (default pglite,postgres),
//                                  BENCH_RATE_LIMIT=off (the form rate limit off, for comparison)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import { HIT_BENCH_ENV, loadHits, reportHits, STORED_HITS_SQL } from './page-view-hits.mjs';

const root = resolve(import.meta.dirname, '../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const workers = Number(process.env.BENCH_WORKERS ?? 1);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
// A fresh key per request: more than the fastest rate measured here (PGlite sent about 9,000/s
// on a quiet machine, which outran the 9,000/s pool once); unused keys cost only their issue.
const keyCount = Number(process.env.BENCH_KEYS ?? Math.ceil(seconds * 14000));
const INVALID_EVERY = 50;

function serverCommand() {
  const built = join(root, 'packages/server/dist/cli.js');
  if (existsSync(built)) return [built];
  return ['--import', 'tsx', join(root, 'packages/server/src/cli.ts')];
}

/** Starts the server CLI in its own process; resolves with its URL once it prints it. */
function startServer(env) {
  const child = spawn(process.execPath, serverCommand(), {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      TESSERA_SITE_DIR: join(root, 'examples/site'),
      TESSERA_OWNER_PASSWORD: 'bench-owner-password',
      // Every request comes from 127.0.0.1 with its own visitor: the per-address limit is raised
      // so the limiter counts both keys of every request but refuses none. BENCH_RATE_LIMIT=off
      // turns the limit off instead (TESSERA_RATE_LIMIT_MAX=0), to measure what counting costs.
      ...(process.env.BENCH_RATE_LIMIT === 'off'
        ? { TESSERA_RATE_LIMIT_MAX: '0' }
        : { TESSERA_RATE_LIMIT_ADDRESS_MAX: '1000000000' }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((done, fail) => {
    const onData = (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/[\d.:]+)/.exec(output);
      if (match) done({ url: match[1], child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => fail(new Error(`server exited (${code}): ${output}`)));
  });
}

function stopServer(child) {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.removeAllListeners('exit');
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/**
 * CPU seconds used so far by a process and its descendants (Linux /proc; 0 elsewhere), so the
 * server's cost per request can be shown apart from how busy the machine is.
 */
function cpuSeconds(rootPid) {
  try {
    const stats = new Map();
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        const text = readFileSync(`/proc/${name}/stat`, 'utf8');
        const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
        stats.set(Number(name), {
          ppid: Number(fields[1]),
          ticks: Number(fields[11]) + Number(fields[12]),
        });
      } catch {}
    }
    let ticks = 0;
    const pending = [rootPid];
    while (pending.length > 0) {
      const pid = pending.pop();
      ticks += stats.get(pid)?.ticks ?? 0;
      for (const [child, stat] of stats) if (stat.ppid === pid) pending.push(child);
    }
    return ticks / 100;
  } catch {
    return 0;
  }
}

/** A crumb (from the home page) and `count` fresh form keys, issued by the server. */
async function issueKeys(url, count) {
  const home = await fetch(`${url}/`);
  const crumb = /crumb=([^;]+)/.exec(home.headers.get('set-cookie') ?? '')[1];
  await home.arrayBuffer();
  const keys = [];
  const batch = 64;
  while (keys.length < count) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(batch, count - keys.length) }, () =>
        fetch(`${url}/api/form/FormSubmissionKey?crumb=${crumb}`, {
          method: 'POST',
          headers: { cookie: `crumb=${crumb}` },
        }).then((response) => response.json()),
      ),
    );
    for (const answer of answers) keys.push(answer.key);
  }
  return { crumb, keys };
}

function body(key, index) {
  const email =
    index % INVALID_EVERY === INVALID_EVERY - 1 ? 'not-an-email' : `v${index}@example.com`;
  return new URLSearchParams({
    key,
    formId: 'contact',
    form: JSON.stringify({ name: ['Ada', `Bench ${index}`], email, message: 'Load test' }),
    pageTitle: 'Contact',
    pagePath: '/contact.html',
  }).toString();
}

/** Runs autocannon against SaveFormSubmission; answers its result and each key's outcome. */
async function load(url, crumb, keys, pid) {
  // Bodies and headers made before the clock starts, so the load generator spends its CPU on
  // sending, not on building requests.
  const prepared = keys.map((key, index) => ({
    key,
    body: body(key, index),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `crumb=${crumb}; ss_cvr=bench${index}|1|1|1|1`,
    },
  }));
  const cpuBefore = cpuSeconds(pid);
  const outcomes = new Map(); // key -> { status, submissionId }
  let next = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: `/api/form/SaveFormSubmission?crumb=${crumb}`,
        setupRequest(request, context) {
          const { key, body, headers } = prepared[next++ % prepared.length];
          context.key = key;
          return { ...request, headers, body };
        },
        onResponse(status, responseBody, context) {
          let submissionId;
          if (status === 200) submissionId = JSON.parse(responseBody).submissionId;
          if (!outcomes.has(context.key)) outcomes.set(context.key, { status, submissionId });
        },
      },
    ],
  });
  result.serverCpuSeconds = cpuSeconds(pid) - cpuBefore;
  result.requestsSent = next;
  if (next > keys.length) {
    console.log(`  note: ${next - keys.length} requests reused a key (raise BENCH_KEYS)`);
  }
  return { result, outcomes };
}

/** Checks the stored rows against the answers: every 200 stored with its id, nothing else. */
async function verify(rows, outcomes) {
  const stored = new Map(rows.map((row) => [row.form_key, row.id]));
  let accepted = 0;
  let rejected = 0;
  let lost = 0;
  let wrongId = 0;
  let storedRejected = 0;
  for (const [key, outcome] of outcomes) {
    if (outcome.status === 200) {
      accepted++;
      if (!stored.has(key)) lost++;
      else if (stored.get(key) !== outcome.submissionId) wrongId++;
    } else {
      rejected++;
      if (stored.has(key)) storedRejected++;
    }
  }
  return { accepted, rejected, lost, wrongId, storedRejected, rows: rows.length };
}

function report(name, result, check) {
  const acceptedPerSecond = check.accepted / (result.duration || seconds);
  console.log(`  ${name}`);
  console.log(
    `    requests/s ${Math.round(result.requests.average).toLocaleString('en-US')}  ` +
      `accepted/s ${Math.round(acceptedPerSecond).toLocaleString('en-US')}  ` +
      `latency p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  max ${result.latency.max} ms`,
  );
  console.log(
    `    accepted ${check.accepted}  rejected ${check.rejected} (1 in ${INVALID_EVERY} invalid on purpose)  ` +
      `lost ${check.lost}  wrong id ${check.wrongId}  rejected but stored ${check.storedRejected}  ` +
      `errors ${result.errors}  timeouts ${result.timeouts}`,
  );
  console.log(
    `    rows ${check.rows} (= accepted + ${check.rows - check.accepted} whose answers were still on the way when the run stopped)  ` +
      `server CPU ${result.serverCpuSeconds.toFixed(1)} s = ${Math.round((result.serverCpuSeconds / Math.max(1, result.requestsSent)) * 1e6)} µs a request  ` +
      `machine load ${loadavg()[0].toFixed(1)}`,
  );
  return {
    acceptedPerSecond,
    p99: result.latency.p99,
    ok: check.lost === 0 && check.wrongId === 0 && check.storedRejected === 0,
  };
}

/** The same server's FormSubmissionKey (no database): the ceiling the HTTP layer allows. */
async function ceiling(url, crumb) {
  const result = await autocannon({
    url: `${url}/api/form/FormSubmissionKey?crumb=${crumb}`,
    method: 'POST',
    headers: { cookie: `crumb=${crumb}` },
    connections,
    duration: Math.max(3, Math.round(seconds / 3)),
  });
  return result.requests.average;
}

/**
 * Bytes of the header lines (`name: value` and CRLF) of a data call's answer (FormSubmissionKey)
 * and of a page's, as the server sends them: the security headers ride on every answer.
 */
async function headerBytes(url, crumb) {
  const size = (response) => {
    let bytes = 0;
    for (const [name, value] of response.headers) bytes += name.length + value.length + 4;
    return bytes;
  };
  const call = await fetch(`${url}/api/form/FormSubmissionKey?crumb=${crumb}`, {
    method: 'POST',
    headers: { cookie: `crumb=${crumb}` },
  });
  await call.arrayBuffer();
  const page = await fetch(`${url}/`, { headers: { cookie: `crumb=${crumb}` } });
  await page.arrayBuffer();
  return { call: size(call), page: size(page) };
}

async function benchPglite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-pglite-'));
  try {
    const { url, child } = await startServer({ TESSERA_DATA_DIR: dataDir, ...HIT_BENCH_ENV });
    const { crumb, keys } = await issueKeys(url, keyCount);
    const { result, outcomes } = await load(url, crumb, keys, child.pid);
    const keysPerSecond = await ceiling(url, crumb);
    const headers = await headerBytes(url, crumb);
    const hits = await loadHits(url, crumb, { seconds, connections });
    await stopServer(child);
    // The server has closed the folder; open it here to count what it stored.
    const db = await PGlite.create({ dataDir });
    const rows = (await db.query('SELECT form_key, id FROM form_submissions')).rows;
    const hitRows = (await db.query(STORED_HITS_SQL)).rows;
    await db.close();
    const figures = report(
      'PGlite (one process, data in a folder)',
      result,
      await verify(rows, outcomes),
    );
    console.log(
      `    answer header lines: a data call ${headers.call} B, a page ${headers.page} B (security headers included)`,
    );
    const hitFigures = reportHits('PGlite', hits, hitRows);
    return { ...figures, keysPerSecond, hits: hitFigures, ok: figures.ok && hitFigures.ok };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres() {
  const name = `tessera_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  try {
    const settings = await admin.query(
      "SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'server_version')",
    );
    const server = await startServer({
      DATABASE_URL: url.href,
      TESSERA_WORKERS: String(workers),
      TESSERA_POOL_SIZE: '8',
      ...HIT_BENCH_ENV,
    });
    const { crumb, keys } = await issueKeys(server.url, keyCount);
    const { result, outcomes } = await load(server.url, crumb, keys, server.child.pid);
    const keysPerSecond = await ceiling(server.url, crumb);
    const hits = await loadHits(server.url, crumb, { seconds, connections });
    await stopServer(server.child);
    const client = new pg.Client({ connectionString: url.href });
    await client.connect();
    const rows = (await client.query('SELECT form_key, id FROM form_submissions')).rows;
    const hitRows = (await client.query(STORED_HITS_SQL)).rows;
    await client.end();
    const config = settings.rows.map((row) => `${row.name}=${row.setting}`).join(', ');
    const figures = report(
      `Postgres (${workers} server process${workers > 1 ? 'es' : ''}; ${config})`,
      result,
      await verify(rows, outcomes),
    );
    const hitFigures = reportHits('Postgres', hits, hitRows);
    return { ...figures, keysPerSecond, hits: hitFigures, ok: figures.ok && hitFigures.ok };
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

console.log(
  `SaveFormSubmission, ${seconds} s, ${connections} connections, fresh key and visitor per request (autocannon, second process)`,
);
const targets = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',');
const results = {};
if (targets.includes('pglite')) results.pglite = await benchPglite();
if (targets.includes('postgres')) {
  if (postgresUrl) results.postgres = await benchPostgres();
  else {
    console.log(
      '  Postgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL; see .ci/postgres.sh)',
    );
  }
}

console.log('\n  side by side');
for (const [name, figures] of Object.entries(results)) {
  console.log(
    `    ${name.padEnd(9)} accepted/s ${Math.round(figures.acceptedPerSecond).toLocaleString('en-US').padStart(7)}  ` +
      `p99 ${String(figures.p99).padStart(3)} ms  ` +
      `vs its HTTP ceiling (FormSubmissionKey, no storage) ${Math.round(figures.keysPerSecond).toLocaleString('en-US')}/s: ` +
      `${((figures.acceptedPerSecond / figures.keysPerSecond) * 100).toFixed(0)}%`,
  );
}
for (const [name, figures] of Object.entries(results)) {
  console.log(
    `    ${name.padEnd(9)} page-view hits/s ${Math.round(figures.hits.hitsPerSecond).toLocaleString('en-US').padStart(7)}  ` +
      `p99 ${String(figures.hits.p99).padStart(3)} ms  vs its HTTP ceiling: ` +
      `${((figures.hits.hitsPerSecond / figures.keysPerSecond) * 100).toFixed(0)}%`,
  );
}
if (results.postgres && results.pglite) {
  console.log(
    `    Postgres / PGlite accepted/s: ${(results.postgres.acceptedPerSecond / results.pglite.acceptedPerSecond).toFixed(2)}x`,
  );
}
const lost = Object.values(results).some((figures) => !figures.ok);
if (lost) {
  console.error(
    '  FAILED: a submission or a page-view hit was lost, stored under the wrong id, or stored though rejected',
  );
  process.exit(1);
}
