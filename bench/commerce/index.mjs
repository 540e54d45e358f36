// bench/commerce: the storefront against Postgres (BENCH_DATABASE_URL or TEST_DATABASE_URL;
// skipped without one), the reference server in a second process on 127.0.0.1 on a fresh
// database. 1) Add-to-cart round trip: BENCH_CONNECTIONS shoppers each adding to their own cart
// in a loop for BENCH_SECONDS (POST /api/commerce/cart/entries, the whole cart priced in each
// answer). 2) Checkout throughput: BENCH_CHECKOUTS shoppers with one print each, all paying at
// once (BENCH_CONNECTIONS in flight) for a stock of half as many: orders/s, p99, and the proof
// read back from the database that nothing was oversold (orders = stock sold, stock 0).
// Prints figures; never fails on a time, only on an oversold item or a lost order.
//
//   npm run bench -- commerce     BENCH_SECONDS (5), BENCH_CONNECTIONS (16), BENCH_CHECKOUTS (400)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';

const root = resolve(import.meta.dirname, '../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const checkouts = Number(process.env.BENCH_CHECKOUTS ?? 400);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

if (!postgresUrl) {
  console.log('skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL (a Postgres server)');
  process.exit(0);
}

function serverCommand() {
  const built = join(root, 'packages/server/dist/cli.js');
  if (existsSync(built)) return [built];
  // Unbuilt: the workspace packages' TypeScript sources (their "source" export condition).
  return ['--conditions=source', '--import', 'tsx', join(root, 'packages/server/src/cli.ts')];
}

function startServer(databaseUrl) {
  const child = spawn(process.execPath, serverCommand(), {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_URL: databaseUrl,
      TESSERA_SITE_DIR: join(root, 'examples/site'),
      TESSERA_OWNER_PASSWORD: 'bench-owner-password',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((done, fail) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/[\d.:]+)/.exec(output);
      if (match) done({ url: match[1], child });
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => fail(new Error(`server exited (${code}): ${output}`)));
  });
}

/** A shopper: its cookies (crumb, ss_cart) kept like a browser's. */
async function shopper(url) {
  const cookies = new Map();
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  keep(await fetch(`${url}/`));
  return {
    cookies,
    async call(method, path, json) {
      const response = await fetch(`${url}${path}?crumb=${cookies.get('crumb')}`, {
        method,
        headers: {
          'content-type': 'application/json',
          cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        },
        body: JSON.stringify(json),
      });
      keep(response);
      await response.arrayBuffer();
      return response.status;
    },
  };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const ms = (value) => `${value.toFixed(1)} ms`;

async function addToCartRoundTrip(url) {
  const shoppers = await Promise.all(Array.from({ length: connections }, () => shopper(url)));
  const times = [];
  let failures = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    shoppers.map(async (client, i) => {
      let n = 0;
      while (performance.now() < end) {
        // Alternate a few variants so the cart grows like a real one (at most 3 entries).
        const sku = ['tote-bag', 'photo-ebook', 'gift-card'][n++ % 3];
        const body =
          sku === 'gift-card'
            ? { productId: sku, sku: 'gift-25', quantity: 1 }
            : { productId: sku, quantity: 1 };
        const start = performance.now();
        const status = await client.call('POST', '/api/commerce/cart/entries', body);
        times.push(performance.now() - start);
        if (status !== 200) failures++;
        // A cart of 999 would refuse more: start a fresh cart now and then.
        if (n % 300 === 0) client.cookies.delete('ss_cart');
      }
      void i;
    }),
  );
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    perSecond: times.length / seconds,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    failures,
  };
}

async function checkoutThroughput(url, admin) {
  const stock = Math.floor(checkouts / 2);
  await admin.query("UPDATE commerce_variants SET stock = $1 WHERE sku = 'art-print-a4'", [stock]);
  const shoppers = [];
  for (let i = 0; i < checkouts; i += connections) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(connections, checkouts - i) }, async () => {
        const client = await shopper(url);
        await client.call('POST', '/api/commerce/cart/entries', {
          productId: 'art-print',
          sku: 'art-print-a4',
          quantity: 1,
        });
        return client;
      }),
    );
    shoppers.push(...batch);
  }
  const times = [];
  const statuses = new Map();
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < shoppers.length) {
        const client = shoppers[next++];
        const begin = performance.now();
        const status = await client.call('POST', '/api/commerce/checkout', {
          cartToken: client.cookies.get('ss_cart'),
          idempotencyKey: randomBytes(12).toString('hex'),
          email: 'bench@example.com',
          shippingAddress: {
            name: 'B',
            line1: 'Dam 1',
            city: 'Amsterdam',
            postalCode: '1012 JS',
            country: 'NL',
          },
          payment: { card: '4242 4242 4242 4242' },
        });
        times.push(performance.now() - begin);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  times.sort((a, b) => a - b);
  const [{ left }] = (
    await admin.query("SELECT stock AS left FROM commerce_variants WHERE sku = 'art-print-a4'")
  ).rows;
  const [{ orders, sold }] = (
    await admin.query(
      `SELECT count(*)::int AS orders, coalesce(sum((line->>'quantity')::int), 0)::int AS sold
       FROM commerce_orders, jsonb_array_elements(lines) AS line WHERE line->>'sku' = 'art-print-a4'`,
    )
  ).rows;
  return {
    stock,
    orders,
    sold,
    left,
    oversold: Math.max(0, sold - stock),
    ok: statuses.get(200) ?? 0,
    outOfStock: statuses.get(409) ?? 0,
    other: checkouts - (statuses.get(200) ?? 0) - (statuses.get(409) ?? 0),
    ordersPerSecond: (statuses.get(200) ?? 0) / elapsed,
    attemptsPerSecond: checkouts / elapsed,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
  };
}

const name = `tessera_bench_commerce_${randomBytes(4).toString('hex')}`;
const base = new pg.Client({ connectionString: postgresUrl });
await base.connect();
await base.query(`CREATE DATABASE ${name}`);
const databaseUrl = new URL(postgresUrl);
databaseUrl.pathname = `/${name}`;
const { url, child } = await startServer(databaseUrl.toString());
const admin = new pg.Client({ connectionString: databaseUrl.toString() });
await admin.connect();
let failed = false;
try {
  const add = await addToCartRoundTrip(url);
  console.log(
    `add to cart (Postgres, ${connections} shoppers, ${seconds} s): ${add.perSecond.toFixed(0)} req/s, p50 ${ms(add.p50)}, p99 ${ms(add.p99)}, ${add.failures} failed of ${add.requests}`,
  );
  const result = await checkoutThroughput(url, admin);
  console.log(
    `checkout (Postgres, ${checkouts} shoppers for ${result.stock} prints, ${connections} at once): ${result.ordersPerSecond.toFixed(0)} orders/s (${result.attemptsPerSecond.toFixed(0)} attempts/s), p50 ${ms(result.p50)}, p99 ${ms(result.p99)}; ${result.ok} orders, ${result.outOfStock} out of stock, ${result.other} other; stock left ${result.left}, sold ${result.sold}, oversold ${result.oversold}`,
  );
  if (
    result.oversold > 0 ||
    result.left < 0 ||
    result.orders !== result.ok ||
    result.sold !== result.stock - result.left
  ) {
    console.error('FAILED: oversold or a lost order');
    failed = true;
  }
  if (add.failures > 0) failed = true;
} finally {
  await admin.end();
  child.kill('SIGTERM');
  await new Promise((done) => child.once('exit', done));
  await base.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await base.end();
}
process.exit(failed ? 1 : 0);
